import { errors } from '@strapi/utils';
import { coreController } from '../../../utils/core-api';
import { assertAction, crmLookups } from '../services/crm-link';

/** Programmes per joined lookup: what the site's publish asks at most, with room. */
const COURSES_MAX = 100;

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

  /** `{[courseSlug]: campuses}`, each as `campuses` answers it; null for a programme it would answer 404. */
  async campusesOf(ctx) {
    const { action } = ctx.params;
    assertAction(action);
    const courses: unknown = ctx.query.courses;
    if (!Array.isArray(courses) || !courses.length || courses.length > COURSES_MAX || !courses.every((c) => typeof c === 'string' && c)) {
      throw new errors.ValidationError(`courses must list 1 to ${COURSES_MAX} programme slugs`);
    }
    ctx.body = await crmLookups.campusesOf(action, courses, localeOf(ctx));
  },

  async url(ctx) {
    const { action, courseSlug, campusSlug } = ctx.params;
    assertAction(action);
    ctx.body = await crmLookups.url(action, courseSlug, campusSlug, localeOf(ctx));
  },
}));
