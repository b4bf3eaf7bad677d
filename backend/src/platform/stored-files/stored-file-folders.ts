/**
 * Each kind's folder in the file store (under UPLOADS_DIR, or a key prefix in the bucket). Listed
 * once so the copy command (`npm run storage:copy-to-s3`) moves exactly what the kinds store.
 */
export const STORED_FILE_FOLDERS = {
  resumes: '',
  drawings: 'drawings',
  projectPhotos: 'project-photos',
  offerLetters: 'offer-letters',
  preEmploymentDocuments: 'pre-employment-documents',
} as const;
