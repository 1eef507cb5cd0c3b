import { coreRouter } from '../../../utils/core-api';
import { MENU_POPULATE } from '../../../populate';

export default coreRouter('api::menu-enrichi.menu-enrichi', MENU_POPULATE);
