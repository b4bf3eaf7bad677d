import { useEffect, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { FileText, Phone } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  HR_SETTABLE_STATUSES,
  type ApplicationCard,
  type ApplicationStatus,
} from '@uaq/contract';
import { useDates } from '@/lib/format-date';
import { KnockedOutBadge } from './application-screening';
import { isApplicantOnly } from './status-move';
import { adminApplicationsTexts } from './texts';
import { WhatsAppButton } from './whatsapp-button';
import { useTexts } from '@/lib/i18n/texts';

/**
 * The stage HR may move to one step along the pipeline from `status` (-1 back, +1 on), if there is
 * one: Withdrawn, set only by the applicant, is stepped over (nothing lies beyond it).
 */
export function neighbourStage(status: ApplicationStatus, step: -1 | 1): ApplicationStatus | undefined {
  for (let index = APPLICATION_STATUSES.indexOf(status) + step; ; index += step) {
    const stage = APPLICATION_STATUSES[index];
    if (stage === undefined || !isApplicantOnly(stage)) return stage;
  }
}

export interface BoardCardProps {
  card: ApplicationCard;
  /**
   * Set after a keyboard move, so focus follows the card into its new column, and again if a
   * refetch briefly takes the card away and back; cleared once HR moves focus elsewhere.
   */
  focusAfterMove: boolean;
  onFocusLeft: () => void;
  onOpen: (id: number) => void;
  onMove: (card: ApplicationCard, to: ApplicationStatus, byKeyboard: boolean) => void;
  onDragStart: (card: ApplicationCard) => void;
  onDragEnd: () => void;
}

/**
 * A card: name (opens the panel), job, applied date, phone, resume mark. Three ways to move it, the
 * same rule behind each: drag it onto a column, press ←/→ while it has focus (mirrored right to
 * left), or pick a stage in its "Move to" menu. None of them reaches Withdrawn (the applicant's).
 */
export function BoardCard({
  card,
  focusAfterMove,
  onFocusLeft,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
}: BoardCardProps) {
  const dates = useDates();
  const t = useTexts(adminApplicationsTexts);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusAfterMove && !ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, [focusAfterMove]);

  const stage = t.status[card.status];
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rightToLeft;
    const to = neighbourStage(card.status, forward ? 1 : -1);
    event.preventDefault();
    if (to) onMove(card, to, true);
  };
  const onDrag = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(card.id));
    onDragStart(card);
  };

  return (
    <li
      ref={ref}
      className="board-card"
      data-card-id={card.id}
      tabIndex={0}
      draggable
      aria-label={t.board.card(card.fullName, card.jobTitle, stage)}
      aria-describedby="board-help"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // A card taken out of the page blurs with no next element: keep following it then.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) onFocusLeft();
      }}
      onDragStart={onDrag}
      onDragEnd={onDragEnd}
    >
      <button type="button" className="board-card__name" onClick={() => onOpen(card.id)}>
        {card.fullName}
      </button>
      <p className="board-card__job">{card.jobTitle}</p>
      <KnockedOutBadge knockedOut={card.knockedOut} />
      <p className="board-card__meta">
        <span>{t.board.applied(dates.date(card.appliedAt))}</span>
        {card.hasResume ? (
          <FileText size={16} role="img" aria-label={t.tracker.hasResume} className="board-card__resume" />
        ) : null}
      </p>
      {/* HR's additions from a CV may have no phone yet: no empty call link then. */}
      {card.phone ? (
        <p className="board-card__meta">
          <Phone size={14} aria-hidden="true" />
          <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {card.phone}
          </a>
        </p>
      ) : null}
      <WhatsAppButton applicationId={card.id} applicantName={card.fullName} />
      <select
        className="board-card__move"
        aria-label={t.board.moveLabel(card.fullName)}
        value=""
        onChange={(event) => {
          if (event.target.value) onMove(card, event.target.value as ApplicationStatus, false);
        }}
      >
        <option value="">{t.board.moveTo}</option>
        {HR_SETTABLE_STATUSES.filter((status) => status !== card.status).map((status) => (
          <option key={status} value={status}>
            {t.status[status]}
          </option>
        ))}
      </select>
    </li>
  );
}
