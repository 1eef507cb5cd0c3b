import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::fiche-metier.fiche-metier', findOneBySlugOrDocumentId('api::fiche-metier.fiche-metier'));
