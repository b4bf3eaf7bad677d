import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminProject } from '@uaq/contract';
import {
  ArabicMissingFlag,
  goesLiveInEnglishOnly,
  PublishEnglishOnlyDialog,
} from '@/components/admin/arabic-content';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import {
  useDeleteProjectMutation,
  useGetAdminProjectsQuery,
  useReorderProjectsMutation,
  useSaveProjectMutation,
} from './admin-projects-api';
import { ProjectForm } from './project-form';
import { ProjectPhotos } from './project-photos';
import { adminProjectsTexts } from './texts';
import './admin-projects.css';
import { useTexts } from '@/lib/i18n/texts';

/** The Projects tab: HR's portfolio with drafts, publishing, order and photos. */
export function ProjectsTab() {
  const t = useTexts(adminProjectsTexts);
  const projects = useGetAdminProjectsQuery();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const reorder = useAdminAction(useReorderProjectsMutation(), {
    failed: t.actionFailed,
    announceFailure: true,
  });

  const move = (index: number, by: -1 | 1) => {
    const ids = (projects.data ?? []).map((project) => project.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void reorder.run(ids);
  };

  return (
    <section aria-labelledby="admin-projects-heading">
      <div className="admin-toolbar">
        <h2 id="admin-projects-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
        <Button icon={<Plus size={16} />} onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </div>
      {editing === 'new' ? (
        <Card className="admin-project">
          <ProjectForm onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      <AdminListFrame
        query={projects}
        texts={t}
        empty={
          <>
            <h3 className="admin-empty__title">{t.empty}</h3>
            <p>{t.emptyHint}</p>
          </>
        }
      >
        {(items) => (
          <ol className="admin-projects">
            {items.map((project, index) => (
              <ProjectItem
                key={project.id}
                project={project}
                editing={editing === project.id}
                onEdit={() => setEditing(editing === project.id ? null : project.id)}
                onDone={() => setEditing(null)}
                onMoveUp={index > 0 ? () => move(index, -1) : undefined}
                onMoveDown={index < items.length - 1 ? () => move(index, 1) : undefined}
              />
            ))}
          </ol>
        )}
      </AdminListFrame>
    </section>
  );
}

interface ProjectItemProps {
  project: AdminProject;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

function ProjectItem({ project, editing, onEdit, onDone, onMoveUp, onMoveDown }: ProjectItemProps) {
  const t = useTexts(adminProjectsTexts);
  const publishing = useAdminAction(useSaveProjectMutation(), { failed: t.actionFailed });
  const removal = useAdminAction(useDeleteProjectMutation(), { failed: t.deleteDialog.failed });
  const [confirming, setConfirming] = useState(false);

  // Publishing an English-only project asks first (its Arabic page then says so).
  const [confirmingPublish, setConfirmingPublish] = useState(false);

  const choosePublished = () => {
    const published = !project.published;
    if (
      goesLiveInEnglishOnly({ live: published, item: project }, { live: project.published, item: project })
    ) {
      setConfirmingPublish(true);
      return;
    }
    void togglePublished();
  };

  const togglePublished = async () => {
    setConfirmingPublish(false);
    const {
      id,
      photos: _photos,
      position: _position,
      createdAt: _c,
      updatedAt: _u,
      arabicMissing: _arabicMissing,
      slug,
      ...input
    } = project;
    await publishing.run({ id, input: { ...input, slug, published: !project.published } });
  };

  const confirmDelete = async () => {
    const outcome = await removal.run(project.id);
    if (outcome.ok || outcome.signedOut) setConfirming(false);
  };

  return (
    <Card as="li" className="admin-project">
      <header className="admin-card__header admin-project__header">
        <div>
          <h3 className="admin-card__title">{project.title}</h3>
          <p className="admin-muted">
            {project.category} · {project.location} · /projects/{project.slug}
          </p>
        </div>
        <div className="admin-project__badges">
          <Badge tone={project.published ? 'success' : 'neutral'}>
            {project.published ? t.published : t.draft}
          </Badge>
          {project.sample ? <Badge tone="info">{t.sample}</Badge> : null}
        </div>
      </header>
      <ArabicMissingFlag item={project} missing={project.arabicMissing ?? []} />
      <div className="admin-project__actions">
        <Button
          variant="secondary"
          size="sm"
          icon={<Pencil size={16} />}
          aria-label={t.editLabel(project.title)}
          onClick={onEdit}
        >
          {t.edit}
        </Button>
        <Button variant="secondary" size="sm" disabled={publishing.pending} onClick={choosePublished}>
          {project.published ? t.unpublish : t.publish}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowUp size={16} />}
          aria-label={t.moveUp(project.title)}
          disabled={!onMoveUp}
          onClick={onMoveUp}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowDown size={16} />}
          aria-label={t.moveDown(project.title)}
          disabled={!onMoveDown}
          onClick={onMoveDown}
        />
        <Button
          variant="danger"
          size="sm"
          icon={<Trash2 size={16} />}
          aria-label={t.deleteLabel(project.title)}
          onClick={() => {
            removal.clear();
            setConfirming(true);
          }}
        >
          {t.delete}
        </Button>
        {publishing.error ? (
          <p className="admin-inline-error" role="alert">
            {publishing.error}
          </p>
        ) : null}
      </div>
      {editing ? <ProjectForm project={project} onDone={onDone} /> : null}
      <ProjectPhotos project={project} />
      <PublishEnglishOnlyDialog
        open={confirmingPublish}
        what={t.what}
        busy={publishing.pending}
        onConfirm={() => void togglePublished()}
        onCancel={() => setConfirmingPublish(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={removal.pending}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.deleteDialog.question}</p>
      </ConfirmDialog>
    </Card>
  );
}
