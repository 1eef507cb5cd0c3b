import { coreService } from '../../../utils/core-api';

export default coreService('api::menu-enrichi.menu-enrichi');
