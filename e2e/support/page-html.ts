import { baseUrl } from './browser.js';

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value!)]),
  );

/** A page as a crawler or a browser without JavaScript gets it: one GET, no script run. */
export interface FetchedPage {
  status: number;
  html: string;
  /** The visible text of the server-rendered app (tags stripped). */
  text: string;
  title: string;
  /** Meta tags by name or property. */
  meta: Record<string, string>;
  canonical: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

export async function fetchPage(path: string, init?: RequestInit): Promise<FetchedPage> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const { name, property, content } = attributes(tag);
    const key = name ?? property;
    if (key && content !== undefined) meta[key] = content;
  }
  const canonical = [...head.matchAll(/<link [^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .find((link) => link.rel === 'canonical')?.href;
  return {
    status: response.status,
    html,
    text: decode(
      root
        .replaceAll('<!-- -->', '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical,
    jsonLd: [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    ),
  };
}
