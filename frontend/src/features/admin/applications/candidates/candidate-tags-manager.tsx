import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { CANDIDATE_LIMITS, type CandidateTag } from '@uaq/contract';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n/texts';
import {
  useDeleteCandidateTagMutation,
  useGetCandidateTagsQuery,
  useRenameCandidateTagMutation,
} from './candidates-api';
import { candidateTagsTexts } from './candidate-tags-texts';

/** The tags screen of the Candidates tab: HR renames a tag, or deletes it from every candidate. */
export function CandidateTagsManager({ onClose }: { onClose: () => void }) {
  const t = useTexts(candidateTagsTexts);
  const tags = useGetCandidateTagsQuery();
  const [deleting, setDeleting] = useState<CandidateTag | null>(null);
  const removal = useAdminAction(useDeleteCandidateTagMutation(), {
    failed: t.deleteDialog.failed,
    done: () => t.deleted(deleting?.name ?? ''),
  });

  const confirmDelete = async () => {
    if (deleting && (await removal.run(deleting.id)).ok) setDeleting(null);
  };

  return (
    <section className="candidates__form candidate-tags-manager" aria-labelledby="candidate-tags-heading">
      <div className="candidate-tags-manager__head">
        <h3 id="candidate-tags-heading" className="candidates__form-title">
          {t.heading}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <p className="admin-muted">{t.intro}</p>
      {tags.isLoading ? <LoadingText>{t.loading}</LoadingText> : null}
      {tags.isError ? <Alert tone="danger">{t.loadFailed}</Alert> : null}
      {tags.data && tags.data.length === 0 ? <p className="admin-muted">{t.none}</p> : null}
      {tags.data && tags.data.length > 0 ? (
        <ul className="candidate-tags-manager__list" aria-label={t.list}>
          {tags.data.map((tag) => (
            <TagRow key={`${tag.id}:${tag.name}`} tag={tag} onDelete={() => setDeleting(tag)} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={removal.pending}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          removal.clear();
          setDeleting(null);
        }}
      >
        <p>
          <strong>
            <bdi>{deleting?.name}</bdi>
          </strong>
        </p>
        <p>{t.deleteDialog.question}</p>
      </ConfirmDialog>
    </section>
  );
}

/** One tag: its name to change in place, and its delete button. */
function TagRow({ tag, onDelete }: { tag: CandidateTag; onDelete: () => void }) {
  const t = useTexts(candidateTagsTexts);
  const [name, setName] = useState(tag.name);
  const rename = useAdminAction(useRenameCandidateTagMutation(), {
    failed: t.renameFailed,
    done: (renamed) => t.renamed(renamed.name),
  });
  const unchanged = name.trim() === tag.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) void rename.run({ id: tag.id, name: name.trim() });
  };

  return (
    <li>
      <form className="candidate-tags-manager__row" onSubmit={submit}>
        <TextField
          label={<span className="visually-hidden">{t.nameOf(tag.name)}</span>}
          value={name}
          maxLength={CANDIDATE_LIMITS.tagName}
          error={rename.fieldErrors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="candidate-tags-manager__actions">
          <Button type="submit" size="sm" variant="secondary" disabled={unchanged || rename.pending}>
            {t.rename}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 size={16} />}
            aria-label={t.deleteOf(tag.name)}
            onClick={onDelete}
          >
            {t.delete}
          </Button>
        </div>
      </form>
      {rename.formError ? <Alert tone="danger">{rename.formError}</Alert> : null}
    </li>
  );
}
