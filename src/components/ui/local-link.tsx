import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localHref } from '@/content/i18n';

/**
 * `next/link` for the public pages' server components: an internal address is taken to the
 * page's language (`/contact` on a Marathi page leads to `/mr/contact`). Client components
 * get their addresses already in the page's language, as props.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink href={typeof href === 'string' ? localHref(href) : href} {...props} />;
}
