import { useNavigation } from "react-router";
import { pathOf } from "./button";

/**
 * Whether the router is loading `path` (in any language) after a link or a GET form: a search
 * page shows its results as waiting while the new ones come.
 */
export function useIsLoadingPage(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && pathOf(navigation.location.pathname) === pathOf(path);
}
