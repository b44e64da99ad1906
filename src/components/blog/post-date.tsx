import type { ComponentPropsWithoutRef } from 'react';
import { KEEP_SERVER_HTML } from '@/components/static-content';
import { useKeepServerHtml } from '@/lib/use-hydrated';
import { formatPostDate } from '@/shared/blog-core';

/**
 * A post's date ('23 בנובמבר 2026', Israel time) in a <time> element. While the page hydrates, the
 * browser keeps the server's text: formatting it again would create the page's first Intl object,
 * which loads the locale data — a long task on a phone for a text that is already there. Rendered in
 * the browser (a new search, another page), it formats as usual.
 */
export function PostDate({
  date,
  ...props
}: { date: Date | string } & Omit<ComponentPropsWithoutRef<'time'>, 'dateTime' | 'children'>) {
  const adopt = useKeepServerHtml();
  const iso = new Date(date).toISOString();
  if (adopt) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own text
      <time {...props} dateTime={iso} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
    );
  }
  return (
    <time {...props} dateTime={iso}>
      {formatPostDate(date)}
    </time>
  );
}
