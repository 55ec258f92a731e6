import { localizePath } from "@common/i18n/localized-path";
import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { useCurrentLanguage } from "./use-current-language";

type LinkProps = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** A link to a prefix-free path, prefixed with the current language. */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const { code } = useCurrentLanguage();
  return <Link to={localizePath(to, code)} {...props} />;
}

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, "to"> & { to: string };

/** A navigation link to a prefix-free path in the current language, marked when active. */
export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const { code } = useCurrentLanguage();
  return <NavLink to={localizePath(to, code)} end {...props} />;
}
