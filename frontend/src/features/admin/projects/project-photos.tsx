import { useState, type FormEvent } from 'react';
import { Languages, Trash2, Upload } from 'lucide-react';
import { PROJECT_LIMITS, type Project } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { FileField, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useDeleteProjectPhotoMutation, useUploadProjectPhotoMutation } from './admin-projects-api';
import { PhotoCaptions } from './photo-captions';
import { adminProjectsTexts } from './texts';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/** A project's photos: thumbnails (the narrowest WebP) with remove, and an upload. */
export function ProjectPhotos({ project }: { project: Project }) {
  const t = useTexts(adminProjectsTexts).photos;
  const upload = useAdminAction(useUploadProjectPhotoMutation(), { failed: t.failed });
  const removal = useAdminAction(useDeleteProjectPhotoMutation(), {
    failed: t.removeFailed,
    announceFailure: true,
  });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [altAr, setAltAr] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [captioning, setCaptioning] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (!(await upload.run({ id: project.id, photo: file, alt, altAr })).ok) return;
    setFile(null);
    setAlt('');
    setAltAr('');
    setFormKey((key) => key + 1);
  };

  return (
    <section className="admin-project-photos" aria-label={`${t.heading}: ${project.title}`}>
      {project.photos.length === 0 ? (
        <p className="admin-muted">{t.none}</p>
      ) : (
        <ul className="admin-project-photos__list">
          {project.photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.sources[0].url}
                alt={photo.alt}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                loading="lazy"
              />
              <Button
                variant="ghost"
                size="sm"
                icon={<Languages size={16} />}
                aria-label={t.editCaptions(photo.alt)}
                aria-expanded={captioning === photo.id}
                onClick={() => setCaptioning(captioning === photo.id ? null : photo.id)}
              />
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 size={16} />}
                aria-label={t.remove(photo.alt)}
                onClick={() => void removal.run({ id: project.id, photoId: photo.id })}
              />
              {captioning === photo.id ? (
                <PhotoCaptions projectId={project.id} photo={photo} onDone={() => setCaptioning(null)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form key={formKey} className="admin-project-photos__upload" onSubmit={submit}>
        <UnsavedChangesGuard when={file !== null || alt !== '' || altAr !== ''} subject={t.unsavedUpload} />
        <FileField
          label={t.file}
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          error={upload.error}
        />
        <TextField
          label={t.alt}
          name="alt"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          maxLength={PROJECT_LIMITS.alt}
        />
        <TextField
          label={t.altAr}
          name="altAr"
          dir="rtl"
          lang="ar"
          value={altAr}
          onChange={(event) => setAltAr(event.target.value)}
          maxLength={PROJECT_LIMITS.alt}
        />
        <Button
          type="submit"
          variant="secondary"
          icon={<Upload size={16} />}
          disabled={!file || upload.pending}
        >
          {upload.pending ? t.uploading : t.upload}
        </Button>
      </form>
    </section>
  );
}
