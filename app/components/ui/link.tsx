import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { useLocalizePath } from "~/i18n/react";

/**
 * React Router's Link, NavLink and Form, with every site path put in the page's language, so a
 * visitor reading Hausa stays in Hausa from link to link. Import these, not react-router's.
 */
function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizePath();
  return (to) =>
    typeof to === "string"
      ? localize(to)
      : to.pathname
        ? { ...to, pathname: localize(to.pathname) }
        : to;
}

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}

export function Form({ action, ...props }: FormProps & React.RefAttributes<HTMLFormElement>) {
  const localize = useLocalizePath();
  return <RouterForm action={action === undefined ? undefined : localize(action)} {...props} />;
}

export type { FormProps, LinkProps, NavLinkProps };
