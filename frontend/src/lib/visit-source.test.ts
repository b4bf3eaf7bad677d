import { landingSource, rememberLandingSource, visitSource } from './visit-source';

describe('landingSource', () => {
  it('keeps the utm parameters, the ref and only the host of the referring page', () => {
    expect(
      landingSource(
        '?utm_source=linkedin&utm_medium=social&utm_campaign=spring&ref=Ab_12-x&name=Aisha',
        'https://www.LinkedIn.com/feed/update/1?email=someone@example.com',
        'alraas.example',
      ),
    ).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring',
      ref: 'Ab_12-x',
      referrerDomain: 'www.linkedin.com',
    });
  });

  it('trims over-long values to the limits and drops a ref the server would refuse', () => {
    const source = landingSource(`?utm_source=${'x'.repeat(300)}&ref=<script>`, '', 'alraas.example');
    expect(source).toEqual({ utmSource: 'x'.repeat(100) });
  });

  it('ignores the site itself and referrers that are no web page', () => {
    expect(landingSource('', 'https://alraas.example/careers', 'alraas.example')).toEqual({});
    expect(landingSource('', 'android-app://com.whatsapp/', 'alraas.example')).toEqual({});
    expect(landingSource('', 'not a url', 'alraas.example')).toEqual({});
  });
});

describe('the visit source in sessionStorage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is decided by the first page of the visit', () => {
    window.history.replaceState(null, '', '/careers?utm_source=whatsapp');
    rememberLandingSource();
    window.history.replaceState(null, '', '/careers/apply/3?utm_source=newspaper');
    rememberLandingSource();
    expect(visitSource()).toEqual({ utmSource: 'whatsapp' });
  });

  it('reads nothing from a tampered entry but known text fields', () => {
    window.sessionStorage.setItem('visitSource', JSON.stringify({ utmSource: 'x', email: 'a@b.c', ref: 5 }));
    expect(visitSource()).toEqual({ utmSource: 'x' });
    window.sessionStorage.setItem('visitSource', '{not json');
    expect(visitSource()).toEqual({});
  });
});
