/** Which chrome a screen gets: mobile at 900 px or less, or on a phone's User-Agent. */
import { MOBILE_MAX_WIDTH } from "../../../../core/constants";
import type { Device } from "../../../../core/device";

export const isMobile = (width: number, device: Device) => device === "mobile" || width <= MOBILE_MAX_WIDTH;
