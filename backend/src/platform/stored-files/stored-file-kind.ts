/**
 * One kind of file the server stores for rows of a table (resumes, quote drawings, project
 * photos). The feature that owns the table describes its files by extending StoredFileStorage,
 * which registers it with StoredFileSweepService, so crash leftovers of every kind are removed the
 * same way. ResumeStorage is the pattern: an upload is staged as it arrives (stagedUpload in
 * upload-interceptors.ts streams it to its temp name), the feature commits the row, then
 * moveIntoPlace; delete the row → remove.
 */
export interface StoredFileKind {
  /** For logs, in business words: `resume`, `project photo`. */
  readonly label: string;
  /**
   * This kind's folder in the file store (under UPLOADS_DIR, or a key prefix in the bucket), also
   * holding its temp files while they are being stored. `''` is the store's top folder.
   */
  readonly folder: string;
  /** Names the server makes for this kind; nothing else in the folder is ever touched. */
  readonly namePattern: RegExp;
  /** Which of these stored names a row still refers to. */
  referencedAmong(storageNames: string[]): Promise<Set<string>>;
}

/**
 * While a file is being stored it sits under a temp name; only once its row is committed is it
 * moved to its stored name. So a stored name always has a row, and a temp name tells the sweep
 * "maybe in flight".
 */
export function temporaryNameOf(storageName: string): string {
  return `.${storageName}.part`;
}

/** The stored name a temp name stands for, or null when the name is not a temp name. */
export function storageNameOfTemporary(fileName: string): string | null {
  const match = /^\.(.+)\.part$/.exec(fileName);
  return match ? match[1]! : null;
}
