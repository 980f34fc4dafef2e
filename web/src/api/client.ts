/** The error shape every API call answers with (ARCHITECTURE.md section 3). */
export interface ApiErrorBody {
  statusCode: number;
  statusMessage: string;
  errors?: { path: string; message: string }[];
}

export class ApiError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.statusMessage);
  }
  get status(): number {
    return this.body.statusCode;
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ApiErrorBody).statusCode === "number" &&
  typeof (value as ApiErrorBody).statusMessage === "string";

async function request(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError({
      statusCode: 503,
      statusMessage: "Service Unavailable: the server could not be reached",
    });
  }
  if (!res.ok) {
    let body: ApiErrorBody = {
      statusCode: res.status,
      statusMessage: res.statusText || `HTTP ${res.status}`,
    };
    try {
      const parsed: unknown = await res.json();
      if (isErrorBody(parsed)) body = parsed;
    } catch {
      // Not JSON (a proxy error page): keep the status line.
    }
    throw new ApiError(body);
  }
  return res;
}

/** Fetches JSON from our own origin; non-2xx answers become an ApiError carrying the server's message. */
export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await request(path, { ...init, headers: { accept: "application/json", ...init.headers } });
  return (await res.json()) as T;
}

/**
 * A state-changing call: JSON body with `Content-Type: application/json`. fetch adds the page's Origin
 * header on its own, which the API checks. A 204 answers undefined.
 */
export async function sendJson<T>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, headers: { accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { accept: "application/json", "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await request(path, init);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
