import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import './alert.css';

export type AlertTone = 'success' | 'danger' | 'info' | 'warning';

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Focusable and focused by the caller, e.g. a form's error summary. */
  tabIndex?: number;
}

/** Danger alerts are announced at once (role=alert); the others politely (role=status). */
export function Alert({ tone, title, children, className, tabIndex }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircle2 : tone === 'info' ? Info : AlertTriangle;
  return (
    <div
      className={`alert alert--${tone} ${className ?? ''}`.trim()}
      role={tone === 'danger' ? 'alert' : 'status'}
      tabIndex={tabIndex}
    >
      <Icon className="alert__icon" aria-hidden="true" size={20} />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div className="alert__text">{children}</div> : null}
      </div>
    </div>
  );
}
