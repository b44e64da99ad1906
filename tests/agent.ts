/**
 * A client with a cookie jar, as a browser keeps one: over the app in process (`app.request`, no socket)
 * or over any function that answers a path and a RequestInit with a Response (a real server).
 */
export interface TestRequestInit {
  method?: string;
  /** sent as JSON with `Content-Type: application/json` */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** send the jar's cookies (default true) */
  cookies?: boolean;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed JSON body, or undefined when the answer is not JSON */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the answer has
  body: any;
}

export interface Agent {
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** the cookie header this agent sends, e.g. to replay it after logout */
  cookieHeader(): string;
  jar: Map<string, string>;
}

/** Whatever answers requests: a Hono app (`app.request`: no socket, the server sees the IP 'unknown'). */
export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** A client with a cookie jar over `target.request`. */
export function createAgent(target: RequestTarget): Agent {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    cookieHeader,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      if (init.cookies !== false && jar.size > 0 && !headers.has('cookie'))
        headers.set('cookie', cookieHeader());
      const method = init.method ?? (body === undefined ? 'GET' : 'POST');
      const res = await target.request(path, { method, headers, body });
      for (const line of res.headers.getSetCookie()) storeCookie(jar, line);
      const text = await res.text();
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      let parsed: unknown;
      if (isJson && text) parsed = JSON.parse(text);
      return { status: res.status, headers: res.headers, text, body: parsed };
    },
  };
}

function storeCookie(jar: Map<string, string>, line: string) {
  const [pair = '', ...attributes] = line.split(';');
  const i = pair.indexOf('=');
  if (i < 0) return;
  const name = pair.slice(0, i).trim();
  const value = pair.slice(i + 1).trim();
  const expired = attributes.some((a) => {
    const [k = '', v = ''] = a.split('=').map((s) => s.trim());
    if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
    if (k.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
    return false;
  });
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}
