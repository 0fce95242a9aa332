import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>The framework floor</h1>
      <Counter />
    </main>
  );
}
