export default function PostNotFound() {
  return <h1>Post Not Found</h1>;
}
