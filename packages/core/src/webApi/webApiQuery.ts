import { fetchAnnouncement, fetchAnnouncements } from './announcements.ts'
import { readDonationInfo } from './donation.ts'
import { readExtensionInfo } from './extensionInfo.ts'

/**
 * The published announcements, newest first (fetchAnnouncements). Read again every five minutes at
 * most: operators publish rarely, and every dashboard visit reads them. One retry: the dashboard
 * works without announcements, it need not keep asking a failing server.
 *
 * @example
 * useQuery(announcementsQueryOptions()).data // [{ id: '3', title: '…' }]
 */
export function announcementsQueryOptions() {
  return {
    queryKey: ['announcements'] as const,
    queryFn: () => fetchAnnouncements(),
    staleTime: 5 * 60_000,
    retry: 1,
  }
}

/**
 * One announcement with its full text (fetchAnnouncement); the server counts the read as a
 * pageview, so it is kept for the page load: opening it again in one visit is not another view.
 *
 * @example
 * useQuery(announcementQueryOptions('3'))
 */
export function announcementQueryOptions(id: string | null) {
  return {
    queryKey: ['announcement', id] as const,
    queryFn: () => fetchAnnouncement(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  }
}

/**
 * Whether this site's server offers the browser extension, with its version and size
 * (readExtensionInfo). Kept a minute: the zip changes only with a new build.
 *
 * @example
 * useQuery(extensionInfoQueryOptions()).data // { available: true, version: '1.0.0', size: 812345 }
 */
export function extensionInfoQueryOptions() {
  return { queryKey: ['extensionInfo'] as const, staleTime: 60_000, queryFn: () => readExtensionInfo() }
}

/**
 * The project's donation addresses (readDonationInfo), one read for every chain, kept five minutes.
 *
 * @example
 * useQuery({ ...donationInfoQueryOptions(), select: (info) => donationAddressOn(info, 56) })
 */
export function donationInfoQueryOptions() {
  return {
    queryKey: ['donationAddresses'] as const,
    staleTime: 5 * 60_000,
    queryFn: () => readDonationInfo(),
  }
}
