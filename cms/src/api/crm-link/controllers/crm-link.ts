import { coreController } from '../../../utils/core-api';
import { assertAction, crmLookups } from '../services/crm-link';

const localeOf = (ctx) => (typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined);

/** The pop-in lookups answer bare JSON (no `data` wrapper), as the site expects (spec §7). */
export default coreController('api::crm-link.crm-link', () => ({
  async actions(ctx) {
    ctx.body = await crmLookups.actions(localeOf(ctx));
  },

  async campuses(ctx) {
    const { action, courseSlug } = ctx.params;
    assertAction(action);
    ctx.body = await crmLookups.campuses(action, courseSlug, localeOf(ctx));
  },

  async url(ctx) {
    const { action, courseSlug, campusSlug } = ctx.params;
    assertAction(action);
    ctx.body = await crmLookups.url(action, courseSlug, campusSlug, localeOf(ctx));
  },
}));
