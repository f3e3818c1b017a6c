/** Test helper: reads a Server-Sent Events stream until an event of the given type arrives. */
export async function openEventStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';

  return {
    contentType: response.headers.get('content-type'),
    /** Resolves with the event's data once `event: <type>` arrives; rejects after the timeout. */
    async next(type: string, timeoutMs = 10_000): Promise<unknown> {
      const deadline = setTimeout(() => controller.abort(), timeoutMs);
      try {
        for (;;) {
          const match = new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`).exec(buffered);
          if (match) {
            buffered = buffered.slice(match.index + match[0].length);
            return JSON.parse(match[1]!);
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('The event stream ended');
          buffered += value;
        }
      } finally {
        clearTimeout(deadline);
      }
    },
    close: () => controller.abort(),
  };
}
