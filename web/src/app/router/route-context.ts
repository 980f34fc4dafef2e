import { createContext, useContext } from "react";
import type { RouteDef, RouteParams, RouteText } from "../../routes.ts";

export interface CurrentRoute {
  route: RouteDef | undefined;
  params: RouteParams;
  /** The route's title and description in the page language. */
  text: RouteText;
  /** The full URL path, with the language segment. */
  fullPath: string;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

/** The route the page was opened with (placeholders and pages read their title and parameters here). */
export function useCurrentRoute(): CurrentRoute {
  return (
    useContext(RouteContext) ?? {
      route: undefined,
      params: {},
      text: { title: "", description: "" },
      fullPath: "/",
    }
  );
}
