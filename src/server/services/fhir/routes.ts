/** Handlers of the read-only FHIR endpoint. */
import { fhir } from '../../../contract';
import { type BoundHandler, handle, type SignedInCall } from '../../http/operationHandler';
import * as service from './service';

const callOf = (call: SignedInCall): service.FhirCall => ({ repos: call.repos, db: call.db, systems: service.endpointSystems(call.context.config.publicBaseUrl) });

/** The FHIR endpoint's handlers. */
export function fhirRoutes(): BoundHandler[] {
  return [
    handle(fhir.metadata, async (_input, call) => service.metadata(callOf(call))),
    handle(fhir.readPatient, ({ params }, call) => service.readPatient(callOf(call), params.id)),
    handle(fhir.searchPatient, ({ query }, call) => service.searchPatient(callOf(call), query)),
    handle(fhir.readQuestionnaire, ({ params }, call) => service.readQuestionnaire(callOf(call), params.id)),
    handle(fhir.searchQuestionnaire, ({ query }, call) => service.searchQuestionnaire(callOf(call), query)),
    handle(fhir.readQuestionnaireResponse, ({ params }, call) => service.readQuestionnaireResponse(callOf(call), params.id)),
    handle(fhir.searchQuestionnaireResponse, ({ query }, call) => service.searchQuestionnaireResponse(callOf(call), query)),
    handle(fhir.readObservation, ({ params }, call) => service.readObservation(callOf(call), params.id)),
    handle(fhir.searchObservation, ({ query }, call) => service.searchObservation(callOf(call), query)),
  ];
}
