/** Spanish (Spain): usted throughout. */
import type { OsaCatalogue } from './en_us';

/** The es_es catalogue. */
export const ES_ES: OsaCatalogue = {
  'player.documentTitle': 'Cuestionario',
  'player.loading': 'Cargando su cuestionario…',
  'player.from': 'De {examinerName}, {accountName}',

  'instructions.about': 'Estas preguntas son sobre {name}.',
  'instructions.period': 'Período',
  'instructions.saving': 'Cada respuesta se guarda en cuanto la da. Puede parar en cualquier momento y volver más tarde a este enlace.',
  'instructions.until': 'Puede responder hasta el {date}.',
  'instructions.count': '{count, plural, one {# pregunta} other {# preguntas}}',
  'instructions.start': 'Empezar',
  'instructions.continue': 'Continuar',
  'instructions.previousSent': 'Gracias. Sus respuestas al cuestionario anterior se han enviado. Este es el siguiente.',

  'items.progress': 'Pregunta {number} de {total}',
  'items.progressRange': 'Preguntas {first} a {last} de {total}',
  'items.optional': 'Puede dejar esta pregunta sin responder.',
  'items.back': 'Atrás',
  'items.next': 'Siguiente',
  'items.toReview': 'Revisar respuestas',

  'review.heading': 'Revise sus respuestas',
  'review.allAnswered': 'Ha respondido a todas las preguntas que necesitan respuesta.',
  'review.unanswered': '{count, plural, one {# pregunta aún necesita respuesta:} other {# preguntas aún necesitan respuesta:}}',
  'review.question': 'Pregunta {number}:',
  'review.submitHint': 'Al enviar, sus respuestas se mandan a {examinerName}. Después no podrá cambiarlas.',
  'review.waiting': 'Sus últimas respuestas aún se están guardando. Podrá enviar en cuanto estén guardadas.',
  'review.answerFirst': 'Responda primero a las preguntas de arriba.',
  'review.submit': 'Enviar',
  'review.submitting': 'Enviando…',

  'submit.network': 'No se han podido enviar sus respuestas porque no hay conexión. Se conservan. Envíelas de nuevo cuando vuelva a estar en línea.',
  'submit.incomplete': 'Algunas preguntas aún necesitan respuesta. Respóndalas y envíe de nuevo.',
  'submit.conflict': 'Este cuestionario se ha cambiado en otro lugar. Revise sus respuestas y envíe de nuevo.',
  'submit.other': 'No se han podido enviar sus respuestas en este momento. Espere un momento y envíe de nuevo.',

  'thanks.heading': 'Gracias',
  'thanks.text': 'Sus respuestas se han enviado a {examinerName}. No tiene que hacer nada más. Puede cerrar esta página.',

  'status.saved': 'Guardado',
  'status.saving': 'Guardando…',
  'status.offline': 'No tiene conexión. Sus respuestas se conservan y se enviarán cuando vuelva a estar en línea.',

  'notSaved.changedElsewhere': 'Su respuesta a la pregunta {number} no se ha guardado, porque este cuestionario se ha cambiado en otro lugar. Revise su respuesta a la pregunta {number}.',
  'notSaved.rejected': 'Su respuesta a la pregunta {number} no se ha guardado. Revise su respuesta a la pregunta {number}.',
  'notSaved.check': 'Ir a la pregunta {number}',
  'notSaved.dismiss': 'Cerrar este mensaje',

  'problem.linkInvalid.title': 'Este enlace no funciona',
  'problem.linkInvalid.text': 'Compruebe que ha abierto la dirección completa de su mensaje. Si sigue sin funcionar, pida un enlace nuevo a la persona que se lo envió.',
  'problem.linkExpired.title': 'Este enlace ha caducado',
  'problem.linkExpired.text': 'El plazo para responder con este enlace ha terminado. Si aún quiere responder, pida un enlace nuevo a la persona que se lo envió.',
  'problem.linkRevoked.title': 'Este enlace ya no está activo',
  'problem.linkRevoked.text': 'La persona que le envió este enlace lo ha retirado. Pídale uno nuevo si lo necesita.',
  'problem.linkCompleted.title': 'Sus respuestas ya se enviaron',
  'problem.linkCompleted.text': 'Este cuestionario ya se ha enviado. Gracias, no tiene que hacer nada más. Puede cerrar esta página.',
  'problem.linkNotYetOpen.title': 'Este cuestionario aún no está abierto',
  'problem.linkNotYetOpen.text': 'Podrá empezar el {date}. Vuelva entonces, por favor.',
  'problem.linkNotYetOpen.later': 'Vuelva más tarde, a la hora indicada en su mensaje.',
  'problem.rateLimited.title': 'Espere un momento',
  'problem.rateLimited.text': 'Ha habido muchos intentos de abrir este enlace en poco tiempo. Espere un minuto y vuelva a intentarlo.',
  'problem.unreachable.title': 'No tiene conexión',
  'problem.unreachable.text': 'No se ha podido cargar su cuestionario porque no hay conexión. Se cargará en cuanto vuelva a estar en línea.',
  'problem.unexpected.title': 'Algo ha salido mal',
  'problem.unexpected.text': 'No se ha podido cargar su cuestionario en este momento. Espere un momento y vuelva a intentarlo.',
  'problem.tryAgain': 'Volver a intentarlo',
};
