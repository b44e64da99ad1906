/**
 * Everything a page puts in <head> (React 19 hoists it there, also in the server's HTML):
 *   <PageMeta title="ביטוח בריאות" description="…" path="/insurance/health"
 *             breadcrumbs={[{ name: 'ביטוח בריאות', path: '/insurance/health' }]} />
 * `title` gets the site name appended; `path` makes the canonical and og:url from PUBLIC_URL;
 * `breadcrumbs` (home is added first) becomes BreadcrumbList JSON-LD; `jsonLd` adds more schema.org objects.
 */
import { agency } from '@/content/agency';
import { useSite } from '@/lib/site-context';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  path: string;
  /** site path of a 1200×630 raster, PNG or JPEG (social networks show no SVG, some no WebP) */
  image?: string;
  breadcrumbs?: readonly Crumb[];
  jsonLd?: readonly object[];
  noindex?: boolean;
  /** og:type: 'article' for a blog post */
  type?: 'website' | 'article';
}

export const DEFAULT_OG_IMAGE = '/og-image.png';
/** every share image, the site's and each post's, is this size */
const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const HOME_CRUMB: Crumb = { name: 'דף הבית', path: '/' };

export const pageTitle = (title: string) => (title === agency.name ? title : `${title} | ${agency.name}`);

export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly Crumb[]) {
  const trail = crumbs[0]?.path === '/' ? crumbs : [HOME_CRUMB, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: publicUrl + crumb.path,
    })),
  };
}

export function JsonLd({ data }: { data: object }) {
  const { nonce } = useSite();
  // data, not code: escaping '<' keeps a '</script>' inside a string from closing the tag
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we serialise ourselves, '<' escaped
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

export function PageMeta({
  title,
  description,
  keywords,
  path,
  image,
  breadcrumbs,
  jsonLd,
  noindex,
  type = 'website',
}: PageMetaProps) {
  const { publicUrl } = useSite();
  // a URL, whatever the path's spelling: Hebrew letters percent-encoded, existing escapes kept
  const url = new URL(publicUrl + path).href;
  const fullTitle = pageTitle(title);
  const imageUrl = absolute(publicUrl, image ?? DEFAULT_OG_IMAGE);
  const data = [
    ...(breadcrumbs?.length ? [breadcrumbJsonLd(publicUrl, breadcrumbs)] : []),
    ...(jsonLd ?? []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="he_IL" />
      <meta property="og:site_name" content={agency.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {data.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render
        <JsonLd key={index} data={item} />
      ))}
    </>
  );
}

const absolute = (base: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : base + pathOrUrl;
