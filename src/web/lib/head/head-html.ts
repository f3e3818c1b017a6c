import { type PageHead, headTags } from './page-head';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script>: no '<' can close it, no line separator can break it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head of a server-rendered page, as HTML (the browser keeps it in step: use-page-head.ts). */
export function headHtml(head: PageHead): string {
  const tags = headTags(head).map(({ tag, attrs, text }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return tag === 'script'
      ? `<script data-head${attributes}>${text === undefined ? '' : text.replace(/</g, '\\u003c')}</script>`
      : `<${tag} data-head${attributes}>`;
  });
  return `<title>${escapeHtml(head.title)}</title>${tags.join('')}`;
}
