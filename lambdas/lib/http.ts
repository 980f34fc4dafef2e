import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

export interface FieldError {
  path: string;
  message: string;
}

/** The one error shape of the API contract (ARCHITECTURE.md section 3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(statusMessage);
  }
}

const jsonHeaders = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

export function json(statusCode: number, body: unknown, extra: Partial<ApiResult> = {}): ApiResult {
  return {
    statusCode,
    ...extra,
    headers: { ...jsonHeaders, ...(extra.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  };
}

export function errorResult(err: HttpError): ApiResult {
  const body: Record<string, unknown> = { statusCode: err.statusCode, statusMessage: err.statusMessage };
  if (err.errors?.length) body.errors = err.errors;
  return json(err.statusCode, body, err.headers ? { headers: err.headers } : {});
}

/**
 * Wraps a handler so that a thrown HttpError becomes its response and anything else becomes a logged 500
 * that reveals nothing of the cause to the client.
 */
export function withErrors(inner: ApiHandler): ApiHandler {
  return async (event) => {
    try {
      return await inner(event);
    } catch (err) {
      if (err instanceof HttpError) return errorResult(err);
      console.error(JSON.stringify({ level: "error", path: event.rawPath, error: String(err) }));
      return errorResult(new HttpError(500, "Internal Server Error"));
    }
  };
}
