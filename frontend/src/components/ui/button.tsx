import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PageLink, type PageLinkProps } from '@/lib/page-navigation';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon before the label (decorative; the label names the action). */
  icon?: ReactNode;
  iconEnd?: ReactNode;
  block?: boolean;
}

function classes(variant: ButtonVariant, size: ButtonSize, block: boolean, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** Label with optional icons before and after; the same inside buttons and button-like links. */
function ButtonContent({
  icon,
  iconEnd,
  children,
}: Pick<CommonProps, 'icon' | 'iconEnd'> & { children?: ReactNode }) {
  return (
    <>
      {icon ? (
        <span className="btn__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
      {iconEnd ? (
        <span className="btn__icon" aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </>
  );
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  iconEnd,
  block = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={classes(variant, size, block, className)} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </button>
  );
}

export type ButtonLinkProps = CommonProps & PageLinkProps;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  iconEnd,
  block = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <PageLink className={classes(variant, size, block, className)} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
    </PageLink>
  );
}
