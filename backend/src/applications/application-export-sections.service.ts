import { Injectable } from '@nestjs/common';

/**
 * Columns a feature above applications adds to the applications export (interviews): registered by
 * that feature at start-up, so the dependency points up to down as the floors want.
 */
export interface ApplicationExportSection {
  readonly columns: readonly string[];
  /** One cell per column for each application of the batch that has any (others get empty cells). */
  cellsOf(applicationIds: number[]): Promise<Map<number, string[]>>;
}

@Injectable()
export class ApplicationExportSections {
  private readonly sections: ApplicationExportSection[] = [];

  add(section: ApplicationExportSection): void {
    this.sections.push(section);
  }

  get columns(): string[] {
    return this.sections.flatMap((section) => [...section.columns]);
  }

  /** The sections' cells of each application of the batch, in column order. */
  async cellsOf(applicationIds: number[]): Promise<Map<number, string[]>> {
    const perSection = await Promise.all(this.sections.map((section) => section.cellsOf(applicationIds)));
    return new Map(
      applicationIds.map((id) => [
        id,
        this.sections.flatMap((section, index) => perSection[index].get(id) ?? section.columns.map(() => '')),
      ]),
    );
  }
}
