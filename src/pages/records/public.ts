// What other areas use of the records area, besides its query factories (api.ts) and the sections they load lazily
// (CampaignRecords, MonthRecords): the anchor of the My records section, which a campaign page links to.
export { RECORDS_SECTION_ID } from './RecordsSection';
