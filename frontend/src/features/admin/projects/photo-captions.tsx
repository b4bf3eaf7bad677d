import { useState, type FormEvent } from 'react';
import { PROJECT_LIMITS, type ProjectPhoto } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useCaptionProjectPhotoMutation } from './admin-projects-api';
import { adminProjectsTexts } from './texts';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/** A photo's captions in English and Arabic, for photos uploaded before they had an Arabic one. */
export function PhotoCaptions({
  projectId,
  photo,
  onDone,
}: {
  projectId: number;
  photo: ProjectPhoto;
  onDone: () => void;
}) {
  const t = useTexts(adminProjectsTexts).photos;
  const [alt, setAlt] = useState(photo.alt);
  const [altAr, setAltAr] = useState(photo.altAr ?? '');
  const caption = useAdminAction(useCaptionProjectPhotoMutation(), { failed: t.captionsFailed });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await caption.run({ id: projectId, photoId: photo.id, alt, altAr })).ok) onDone();
  };

  return (
    <form className="admin-project-photos__captions" onSubmit={submit} aria-label={t.captionsOf(photo.alt)}>
      <UnsavedChangesGuard
        when={alt !== photo.alt || altAr !== (photo.altAr ?? '')}
        subject={t.unsavedCaptions}
      />
      <TextField
        label={t.alt}
        name="alt"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        maxLength={PROJECT_LIMITS.alt}
        error={caption.error}
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
      <Button type="submit" variant="secondary" size="sm" disabled={caption.pending}>
        {t.saveCaptions}
      </Button>
    </form>
  );
}
