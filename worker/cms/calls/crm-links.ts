/** The pop-in's calls: courses by action, campuses for a course, the CRM link, the campus title. */
import type { PopinAction } from "../../../core/constants";
import { CampusTitle, CrmActions, CrmCampuses, CrmLink } from "../../../contract/model/crm-links";

export const crmActions = () => ({ name: "crm-actions", path: "/crm-links/actions", schema: CrmActions });

export const crmCampuses = (action: PopinAction, course: string) => ({
  name: "crm-campuses",
  path: `/crm-links/${action}/${course}/campuses`,
  schema: CrmCampuses,
});

export const crmLink = (action: PopinAction, course: string, campus: string) => ({
  name: "crm-link",
  path: `/crm-links/${action}/${course}/${campus}`,
  schema: CrmLink,
});

export const campusTitle = (campus: string) => ({
  name: "campus-title",
  path: `/campuses/${campus}`,
  // An empty populate: two fields small whatever the CMS populates by default (a school's Strapi may).
  query: { fields: ["title", "slug"], populate: "" },
  schema: CampusTitle,
});
