import { useState, type FormEvent } from 'react';
import { FileUp, Tags, UserPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  PIPELINE_STAGES,
  type AdminJob,
  type CandidateSummary,
  type PipelineStage,
  type TalentPoolQuery,
} from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/fields';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import { candidateName } from './candidate-display';
import { AddCandidateForm, ImportCvsForm } from './candidate-intake-forms';
import { CandidatePanel } from './candidate-panel';
import { CandidateTagsManager } from './candidate-tags-manager';
import { candidateTagsTexts } from './candidate-tags-texts';
import { useGetCandidateTagsQuery, useGetTalentPoolQuery } from './candidates-api';
import { candidatesTexts } from './candidates-texts';
import './candidates.css';

interface PoolFilters {
  q: string;
  tagId: string;
  skills: string;
  stageReached: PipelineStage | '';
  incomplete: boolean;
}

const NO_FILTERS: PoolFilters = { q: '', tagId: '', skills: '', stageReached: '', incomplete: false };

/** What the server is asked: only the filters given. */
function poolQuery(filters: PoolFilters, page: number): TalentPoolQuery {
  return {
    q: filters.q.trim() || undefined,
    tagId: filters.tagId ? Number(filters.tagId) : undefined,
    skills: filters.skills.trim() || undefined,
    stageReached: filters.stageReached || undefined,
    incomplete: filters.incomplete || undefined,
    page,
  };
}

/**
 * The Candidates tab: the talent pool, searched on the server (name, phone in any format, tag,
 * skill words, stage reached) and paged; a row opens the candidate (`?tab=candidates&candidate=12`).
 * HR adds walk-ins, agency CVs and referrals, and imports CVs, from here.
 */
export function CandidatesTab({ jobs }: { jobs: AdminJob[] }) {
  const t = useTexts(candidatesTexts);
  const tagTexts = useTexts(candidateTagsTexts);
  const [address, setAddress] = useSearchParams();
  const openId = Number(address.get('candidate')) || null;
  const [draft, setDraft] = useState<PoolFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<PoolFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<'one' | 'import' | 'tags' | null>(null);
  const pool = useGetTalentPoolQuery(poolQuery(filters, page));
  const { data: tags = [] } = useGetCandidateTagsQuery();
  const openJobs = jobs.filter((job) => job.status === 'active');

  const open = (id: number | null) =>
    setAddress(
      (current) => {
        if (id === null) current.delete('candidate');
        else current.set('candidate', String(id));
        return current;
      },
      { preventScrollReset: true },
    );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section className="tracker candidates" aria-labelledby="candidates-heading">
      <div className="admin-toolbar">
        <h2 id="candidates-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
        <div className="admin-toolbar__actions">
          <Button
            variant={adding === 'one' ? 'primary' : 'secondary'}
            icon={<UserPlus size={16} />}
            aria-expanded={adding === 'one'}
            onClick={() => setAdding(adding === 'one' ? null : 'one')}
          >
            {t.add.open}
          </Button>
          <Button
            variant={adding === 'import' ? 'primary' : 'secondary'}
            icon={<FileUp size={16} />}
            aria-expanded={adding === 'import'}
            onClick={() => setAdding(adding === 'import' ? null : 'import')}
          >
            {t.import.open}
          </Button>
          <Button
            variant={adding === 'tags' ? 'primary' : 'secondary'}
            icon={<Tags size={16} />}
            aria-expanded={adding === 'tags'}
            onClick={() => setAdding(adding === 'tags' ? null : 'tags')}
          >
            {tagTexts.open}
          </Button>
        </div>
      </div>
      <p className="admin-muted">{t.intro}</p>
      {adding === 'one' ? (
        <AddCandidateForm
          jobs={openJobs}
          onDone={(id) => {
            setAdding(null);
            open(id);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : null}
      {adding === 'import' ? <ImportCvsForm jobs={openJobs} onOpen={open} /> : null}
      {adding === 'tags' ? <CandidateTagsManager onClose={() => setAdding(null)} /> : null}
      <form
        className="admin-filters candidates__filters"
        role="search"
        aria-label={t.filters.label}
        onSubmit={search}
      >
        <TextField
          label={t.filters.search}
          hint={t.filters.searchHint}
          type="search"
          name="q"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Select
          label={t.filters.tag}
          name="tagId"
          placeholder={t.filters.anyTag}
          options={tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={draft.tagId}
          onChange={(event) => setDraft({ ...draft, tagId: event.target.value })}
        />
        <TextField
          label={t.filters.skills}
          hint={t.filters.skillsHint}
          name="skills"
          value={draft.skills}
          onChange={(event) => setDraft({ ...draft, skills: event.target.value })}
        />
        <Select
          label={t.filters.stage}
          name="stageReached"
          placeholder={t.filters.anyStage}
          options={PIPELINE_STAGES.map((stage) => ({ value: stage, label: t.stages[stage] }))}
          value={draft.stageReached}
          onChange={(event) => setDraft({ ...draft, stageReached: event.target.value as PipelineStage | '' })}
        />
        <Checkbox
          label={t.filters.incomplete}
          checked={draft.incomplete}
          onChange={(event) => setDraft({ ...draft, incomplete: event.target.checked })}
        />
        <div className="admin-filters__actions">
          <Button type="submit">{t.filters.submit}</Button>
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                setPage(1);
              }}
            >
              {t.filters.clear}
            </Button>
          ) : null}
        </div>
      </form>
      <div className={`tracker__body${openId ? ' tracker__body--panel' : ''}`}>
        <div className="tracker__list">
          <AdminListFrame
            query={pool}
            texts={t.list}
            pager={{ ...t.list, onPage: setPage }}
            count={t.list.total}
            empty={<p className="admin-empty__title">{filtered ? t.list.noMatch : t.list.empty}</p>}
          >
            {(rows) => <CandidateRows rows={rows} openId={openId} onOpen={open} />}
          </AdminListFrame>
        </div>
        {openId ? (
          <CandidatePanel key={openId} id={openId} jobs={openJobs} onClose={() => open(null)} />
        ) : null}
      </div>
    </section>
  );
}

function CandidateRows({
  rows,
  openId,
  onOpen,
}: {
  rows: CandidateSummary[];
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const t = useTexts(candidatesTexts);
  const dates = useDates();
  return (
    <ul className="candidates__rows" aria-label={t.list.table}>
      {rows.map((candidate) => {
        const name = candidateName(t, candidate);
        return (
          <li
            key={candidate.id}
            className={`candidates__row${candidate.id === openId ? ' candidates__row--open' : ''}`}
          >
            <button
              type="button"
              className="candidates__open"
              aria-label={t.list.open(name)}
              aria-current={candidate.id === openId ? 'true' : undefined}
              onClick={() => onOpen(candidate.id)}
            >
              <strong>{name}</strong>
            </button>
            <span className="candidates__contact">
              {candidate.email ? <bdi>{candidate.email}</bdi> : null}
              {candidate.phone ? <bdi dir="ltr">{candidate.phone}</bdi> : null}
            </span>
            <span className="candidates__meta">
              <Badge tone="info">{t.stages[candidate.stageReached]}</Badge>
              <span>
                {t.list.applications}: {candidate.applicationCount}
              </span>
              <span>
                {t.list.lastApplied}: {dates.date(candidate.lastAppliedAt)}
              </span>
            </span>
            {candidate.tags.length > 0 ? (
              <span className="candidates__tags" aria-label={t.list.tags}>
                {candidate.tags.map((tag) => (
                  <Badge key={tag.id}>{tag.name}</Badge>
                ))}
              </span>
            ) : null}
            {candidate.missing.length > 0 ? (
              <span className="candidates__missing">
                <Badge tone="warning">
                  {t.list.toComplete(candidate.missing.map((field) => t.missing[field]).join(', '))}
                </Badge>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
