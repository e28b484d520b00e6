import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnalyticsPort } from '../../src/ports/AnalyticsPort.ts';

/** A page-view event on the first page and on every navigation after it. */
export const usePageViews = (analytics: AnalyticsPort): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.push({ name: 'page_view', screen: { name: 'page', flow: 'navigation', label: `${pathname}${search}` } });
  }, [analytics, pathname, search]);
};
