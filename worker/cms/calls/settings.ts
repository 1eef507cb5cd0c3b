/** GET /users/me: the website settings for the service account. */
import { WebsiteSettings } from "../../../contract/model/settings";

export const websiteSettings = () => ({ name: "settings", path: "/users/me", schema: WebsiteSettings });
