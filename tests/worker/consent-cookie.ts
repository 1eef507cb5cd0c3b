/** A visitor who said yes to everything in the consent banner: the origin cookies and the CRM's origin follow. */
import { ACCEPTED, CONSENT_COOKIE, consentValue } from "../../core/consent";

export const ACCEPTED_CONSENT = `${CONSENT_COOKIE}=${consentValue(ACCEPTED)}`;
