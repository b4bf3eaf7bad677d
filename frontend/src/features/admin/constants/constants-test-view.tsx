import { useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import type { SiteConstants } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { API_BASE_URL } from '@/lib/http';
import { isApiFailure } from '@/lib/i18n/catalogue';
import { useGetEditableConstantsQuery } from './admin-constants-api';
import { constantTypeName } from './constant-text';
import { adminConstantsTexts } from './texts';
import './admin-constants.css';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';

type TestTexts = TextsOf<typeof adminConstantsTexts>['test'];

const ENDPOINT = `${API_BASE_URL}/constants`;

/** 'HTTP error! status: {code}' for a non-OK answer, else the browser's own words. */
function constantsLoadError(t: TestTexts, failure: unknown): string {
  if (!isApiFailure(failure)) return t.httpError(0);
  return failure.kind === 'network' ? failure.detail : t.httpError(failure.status);
}

function valueText(value: SiteConstants[string]): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The constants test page's content: reads only the public GET /api/constants. */
export function ConstantsTestView() {
  const t = useTexts(adminConstantsTexts).test;
  const { data, error, isFetching, isLoading, refetch, fulfilledTimeStamp } = useGetEditableConstantsQuery();
  return (
    <div className="constants-test">
      <div className="admin-toolbar">
        <p className="admin-muted">{t.localNote}</p>
        <Button icon={<RefreshCw size={16} />} disabled={isFetching} onClick={() => void refetch()}>
          {t.refresh}
        </Button>
      </div>
      {isLoading || (isFetching && !data) ? <LoadingText>{t.loading}</LoadingText> : null}
      {error && !isFetching ? (
        <p className="admin-inline-error" role="alert">
          {t.error(constantsLoadError(t, error))}
        </p>
      ) : null}
      {data ? <ConstantsList key={fulfilledTimeStamp} constants={data} /> : null}
      <Card as="section" className="constants-test__api" aria-labelledby="constants-test-api">
        <h2 id="constants-test-api" className="admin-toolbar__title">
          {t.apiHeading}
        </h2>
        <p>
          {t.endpoint}: <code>GET {ENDPOINT}</code>
        </p>
        <h3 className="constants-test__raw-title">{t.rawJson}</h3>
        <pre className="constants-test__raw" tabIndex={0}>
          {data ? JSON.stringify(data, null, 2) : ''}
        </pre>
      </Card>
    </div>
  );
}

/** Delete only hides a constant here; a refresh brings everything back. */
function ConstantsList({ constants }: { constants: SiteConstants }) {
  const t = useTexts(adminConstantsTexts).test;
  const [shown, setShown] = useState(constants);
  const entries = Object.entries(shown);
  return (
    <section aria-labelledby="constants-test-list" className="constants-test__list-wrap">
      <h2 id="constants-test-list" className="admin-toolbar__title">
        {t.listHeading} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="admin-empty__title">{t.empty}</p>
      ) : (
        <ul className="constants-test__list">
          {entries.map(([key, value]) => (
            <li key={key} className="constants-test__item">
              <div className="constants-test__body">
                <strong className="constants-test__key">{key}</strong>
                <span>
                  {t.value}: <code>{valueText(value)}</code>
                </span>
                <span className="admin-muted">
                  {t.type}: {constantTypeName(value)}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 size={16} />}
                aria-label={t.deleteLabel(key)}
                onClick={() =>
                  setShown((current) =>
                    Object.fromEntries(Object.entries(current).filter(([name]) => name !== key)),
                  )
                }
              >
                {t.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
