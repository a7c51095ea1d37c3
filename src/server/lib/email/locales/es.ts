// The emails in Spanish, key by key as in en.ts.
import type { EmailCatalog } from "./en";

export const es: EmailCatalog = {
  "link.line": "{label}: {url}",

  "confirm.subject": "Confirma tu cuenta de FitCreators",
  "confirm.intro":
    "Hola {username}, ¡te damos la bienvenida a FitCreators! Confirma tu dirección de correo electrónico para activar tu cuenta.",
  "confirm.action": "Confirmar mi correo",
  "confirm.outro": "Si no te registraste, puedes ignorar este correo.",

  "reset.subject": "Restablece tu contraseña de FitCreators",
  "reset.intro": "Alguien pidió restablecer la contraseña de tu cuenta de FitCreators.",
  "reset.action": "Elegir una contraseña nueva",
  "reset.outro":
    "El enlace funciona durante una hora. Si no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.",

  "signUpAttempt.subject": "Alguien intentó registrarse con tu correo",
  "signUpAttempt.intro":
    "Hola {username}, alguien acaba de intentar crear una cuenta nueva de FitCreators con esta dirección de correo. Tu cuenta ya la usa, así que no se creó ninguna cuenta nueva.",
  "signUpAttempt.action": "¿Olvidaste tu contraseña? Elige una nueva",
  "signUpAttempt.outro":
    "Si fuiste tú, simplemente inicia sesión con tu cuenta. Si no, puedes ignorar este correo: no cambió nada en tu cuenta.",

  "receipt.subject": "Recibo: membresía {plan} en FitCreators",
  "receipt.thanks": "Hola {username}, gracias por tu pago.",
  "receipt.paid": "{plan}: {amount} pagado el {date}.",
  "receipt.invoice": "Factura {invoice}.",
  "receipt.renews": "Tu membresía se renueva el {date}. Puedes cancelarla cuando quieras antes de esa fecha.",
  "receipt.manage": "Gestionar pagos",

  "paymentFailed.subject": "Acción necesaria: falló el pago de tu membresía {plan}",
  "paymentFailed.intro": "Hola {username}, no pudimos cobrar {amount} en tu tarjeta por tu membresía {plan}.",
  "paymentFailed.outro":
    "Mantienes el acceso mientras volvemos a intentar el cobro en los próximos días. Actualiza tu tarjeta para que tu membresía continúe.",
  "paymentFailed.action": "Actualizar mi tarjeta",
  "paymentFailed.unsubscribe": "Dejar de recibir correos sobre problemas de pago",

  "trialEnding.subject": "Tu prueba gratis de {plan} termina el {date}",
  "trialEnding.intro": "Hola {username}, tu prueba gratis de {plan} termina el {date}.",
  "trialEnding.charge": "El {date} se cobrarán {amount} a tu tarjeta, y después cada mes.",
  "trialEnding.chargeYearly": "El {date} se cobrarán {amount} a tu tarjeta, y después cada año.",
  "trialEnding.cancel": "¿No es para ti? Cancela antes en Mis suscripciones y no pagas nada.",
  "trialEnding.action": "Mis suscripciones",

  "gift.subject": "{from} te regaló {length} de {plan}",
  "gift.subjectAnonymous": "Te regalaron {length} de {plan}",
  "gift.intro": "{from} te regaló {length} de la membresía {tier} de {creator} en FitCreators.",
  "gift.introAnonymous": "Te regalaron {length} de la membresía {tier} de {creator} en FitCreators.",
  "gift.message": "Su mensaje: «{message}»",
  "gift.redeem": "Canjéalo con una cuenta gratuita: no necesitas tarjeta.",
  "gift.action": "Canjear tu regalo",
  "gift.oneMonth": "1 mes",
  "gift.months": "{count} meses",

  "unread.subjectOne": "Nuevo mensaje",
  "unread.subjectOneFrom": "Nuevo mensaje de {senders}",
  "unread.subjectMany": "{count} mensajes nuevos",
  "unread.subjectManyFrom": "{count} mensajes nuevos de {senders}",
  "unread.summaryOne": "Tienes un mensaje sin leer en FitCreators.",
  "unread.summaryOneFrom": "Tienes un mensaje sin leer de {senders} en FitCreators.",
  "unread.summaryMany": "Tienes {count} mensajes sin leer en FitCreators.",
  "unread.summaryManyFrom": "Tienes {count} mensajes sin leer de {senders} en FitCreators.",
  "unread.action": "Leer y responder",
  "unread.unsubscribe": "Dejar de recibir estos correos",

  "away.subjectMany": "{count} respuestas te esperan en FitCreators",
  "away.intro": "Hola {username}, esto te espera en FitCreators:",
  "away.coaching_comment.subject": "Nuevo comentario de @{from}",
  "away.coaching_comment.line": "@{from} comentó: «{text}»",
  "away.support_answered.subject": "Respondimos a tu solicitud de soporte: {subject}",
  "away.support_answered.line": "Nuestro equipo respondió a tu solicitud «{subject}»",
  "away.checkin_comment.subject": "Nuevo comentario en tu check-in de @{from}",
  "away.checkin_comment.line": "@{from} comentó el check-in de la semana del {weekStart}: «{text}»",
  "away.live_session_scheduled.subject": "@{creator} programó una sesión en directo: {title}",
  "away.live_session_scheduled.line": "@{creator} programó una sesión en directo para tu nivel: «{title}»",
  "away.live_session_started.subject": "@{creator} está en directo: {title}",
  "away.live_session_started.line": "@{creator} está en directo ahora: «{title}»",
  "away.unsubscribe": "Dejar de recibir correos sobre respuestas sin leer",

  "weeklyTips.subject": "Tu semana en FitCreators",
  "weeklyTips.intro": "Hola {username}, esta es tu semana en FitCreators.",
  "weeklyTips.postsTitle": "Novedades de esta semana de los creadores que sigues",
  "weeklyTips.post": "{title}, de @{creator}",
  "weeklyTips.planTitle": "Tu plan para la semana que viene",
  "weeklyTips.planName": "{plan}, con @{creator}",
  "weeklyTips.day": "{day}: {session}",
  "weeklyTips.restDay": "Día de descanso",
  "weeklyTips.openPlan": "Abrir mi plan",
  "weeklyTips.recordsTitle": "Tus nuevos récords de esta semana",
  "weeklyTips.recordLoad": "{exercise}: {load} en {reps} repeticiones",
  "weeklyTips.recordOneRepMax": "{exercise}: máximo estimado a una repetición {load}",
  "weeklyTips.recordTime": "{exercise}: {seconds} s",
  "weeklyTips.unsubscribe": "Dejar de recibir estos correos semanales",

  "creatorSuspended.subject": "Tu membresía con {creator} no se renovará",
  "creatorSuspended.intro":
    "Hola {username}, FitCreators suspendió la cuenta de {creator}, así que su perfil y sus publicaciones ya no están disponibles.",
  "creatorSuspended.endsOn": "Tu membresía no se renovará: no se te volverá a cobrar y termina el {date}.",
  "creatorSuspended.noEnd": "Tu membresía no se renovará: no se te volverá a cobrar.",
  "creatorSuspended.action": "Tus membresías",

  "report.postSubject": "Publicación denunciada: {label}",
  "report.postReported": "@{reporter} denunció la publicación {label}.",
  "report.postLabel": "«{title}» de @{username}",
  "report.profileSubject": "Perfil denunciado: {label}",
  "report.profileReported": "@{reporter} denunció el perfil {label}.",
  "report.messageSubject": "Mensaje denunciado: @{sender}",
  "report.messageReported": "Se denunció un mensaje de @{sender}.",
  "report.message": "Mensaje: {body}",
  "report.reason": "Motivo: {reason}",
  "report.openQueue": "Abre la cola de moderación en el panel del propietario para resolverla.",
  "report.unknownReporter": "desconocido",
  "report.unknownSender": "Usuario desconocido",
};
