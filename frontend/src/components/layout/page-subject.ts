import { matchPath } from 'react-router';
import { englishPath } from '@uaq/contract/language';
import { paths, SERVICE_IDS, type ServiceId } from '@/config/paths';

/** The service a public page is about (its service page, in either language), so calls to action can name it. */
export function serviceOfPage(pathname: string): ServiceId | undefined {
  const id = matchPath(paths.service.pattern, englishPath(pathname))?.params.serviceId;
  return SERVICE_IDS.find((serviceId) => serviceId === id);
}
