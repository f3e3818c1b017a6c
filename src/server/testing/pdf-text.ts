import { execFile } from 'node:child_process';

/**
 * A PDF's text as a reader extracts it, by poppler's pdftotext (Debian's poppler-utils, which
 * .ci/run installs), in reading order with the layout kept.
 */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(bytes);
  });
}
