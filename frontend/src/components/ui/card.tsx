import type { HTMLAttributes } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  /** Lifts on hover: use for cards that contain one main link. */
  interactive?: boolean;
  padding?: 'none' | 'md' | 'lg';
}

export function Card({
  as: Tag = 'div',
  interactive = false,
  padding = 'md',
  className,
  ...rest
}: CardProps) {
  const classes = ['card', `card--pad-${padding}`, interactive ? 'card--interactive' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <Tag className={classes} {...rest} />;
}
