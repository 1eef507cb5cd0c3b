import { coreController } from '../../../utils/core-api';

export default coreController('api::menu-enrichi.menu-enrichi');
