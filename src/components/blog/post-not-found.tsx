import { ButtonLink } from '@/components/ui/button-link';
import { blogCopy } from '@/content/blog';

/** The view for a blog post that does not exist (served with HTTP 404). */
export function PostNotFoundView() {
  const copy = blogCopy.notFound;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-balance text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-muted">{copy.text}</p>
      <div className="mt-8">
        <ButtonLink href="/blogs">{copy.back}</ButtonLink>
      </div>
    </section>
  );
}
