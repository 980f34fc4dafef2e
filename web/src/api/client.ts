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
}

/** Fetches JSON from our own origin; non-2xx answers become an ApiError carrying the server's message. */
export async function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    ...init,
  });
  if (!res.ok) {
    let body: ApiErrorBody = { statusCode: res.status, statusMessage: res.statusText };
    try {
      body = (await res.json()) as ApiErrorBody;
    } catch {
      // Not JSON (a proxy error page): keep the status line.
    }
    throw new ApiError(body);
  }
  return (await res.json()) as T;
}
