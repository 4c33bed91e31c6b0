import type { HelpTranslation } from './types.js';

/**
 * The help content in Spanish (issue #29): the FAQ and the announcements of `../content.ts`,
 * written for Spanish-speaking agents (formal "usted"), in the order and count of the English
 * arrays. Screens are named as the portal's Spanish translations name them (`menu.*`, `pages.*`
 * of `@agent-portal/i18n` and the features' `es.ts`, e.g. "Mi perfil > Transacciones
 * recurrentes", "Informes > Comisiones"), and the insurance terms are theirs (ciclo de pago,
 * comisión de equipo, reversión, línea ascendente / descendente, contratista con licencia).
 * Amounts, dates and product names are those of the English text; paragraphs are separated by
 * a blank line where the English has one.
 */
export const HELP_ES: HelpTranslation = {
  faq: [
    {
      key: 'PAYMENTS',
      title: 'Pagos y facturas',
      questions: [
        [
          '¿Cuándo es el ciclo de pago semanal?',
          'Cada ciclo de pago dura siete días, de martes al lunes siguiente. Todo lo que se confirma en esa semana (comisiones, comisiones de equipo y bonos) se paga junto en el pago que sigue al cierre del ciclo.\n\nEn Informes > Pagos verá cada pago con su ciclo de pago y su estado. En la página de informes puede elegir cualquier ciclo de pago desde enero de 2023.',
        ],
        [
          '¿Qué es la factura de uso del portal de aseguradoras?',
          'La factura de uso del portal de aseguradoras es el cargo mensual por las herramientas de la plataforma de aseguradoras que usan todos los contratistas ($49.00 al mes). Los contratistas con licencia reciben además una factura mensual de licencia de CRM y una factura anual del seguro de E&O.\n\nTodas aparecen en Mi perfil > Transacciones recurrentes, cada una con su fecha, su importe y su estado: pendiente, pagada o fallida. Se cobran en la tarjeta de pago registrada.',
        ],
        [
          '¿Por qué está bloqueada mi cuenta?',
          'Cuando sus dos últimas facturas de uso del portal de aseguradoras han fallado, el portal se bloquea: cualquier página le lleva a Mi perfil > Transacciones recurrentes hasta que pague el importe pendiente. Una sola factura fallida no bloquea la cuenta, pero aparece como recordatorio en su Panel.\n\nCompruebe que su tarjeta de pago es válida y pulse Pagar ahora. El pago se confirma en pocos segundos y todo el portal vuelve a abrirse al instante, sin necesidad de iniciar sesión de nuevo.',
        ],
        [
          '¿Por qué falló el pago de mi factura?',
          'La mayoría de los fallos se deben a una tarjeta caducada, a una tarjeta bloqueada para pagos en línea o a que se alcanzó el límite diario de su banco. La factura sigue como fallida hasta que se paga.\n\nSi hace falta, cambie la tarjeta en Mi perfil > Tarjeta de pago y después pague la factura fallida desde Transacciones recurrentes. Si el banco aprueba el cargo pero la factura sigue apareciendo como fallida, abra un ticket en la categoría Pagos.',
        ],
        [
          '¿Cómo cambio la tarjeta en la que se hacen los cargos?',
          'Abra Mi perfil > Tarjeta de pago, elimine la tarjeta actual y añada la nueva. Solo se guarda una tarjeta, y su número nunca llega al portal: el proveedor de pagos lo sustituye por un token.\n\nLa próxima factura recurrente se cargará en la nueva tarjeta. Las facturas que ya fallaron se pagan desde Transacciones recurrentes.',
        ],
        [
          '¿Cómo recibo el pago de mis comisiones?',
          'Después de cada ciclo de pago, los pagos se envían por depósito directo a la cuenta bancaria registrada en Mi perfil > Cuenta bancaria. El número de cuenta se guarda enmascarado: solo se muestran sus cuatro últimos dígitos.\n\nPara cambiar de cuenta, elimine la actual y añada la nueva. El número de ruta se comprueba al guardar, así que uno mal escrito se rechaza al momento.',
        ],
      ],
    },
    {
      key: 'COMMISSIONS',
      title: 'Comisiones y bonos',
      questions: [
        [
          '¿Qué diferencia hay entre una comisión y una comisión de equipo?',
          'La comisión (comisión personal) se paga por una póliza que usted mismo emitió, según la tasa de comisión de su tipo de producto. La comisión de equipo se paga a la línea ascendente por las pólizas que emite su línea descendente: la reciben hasta tres niveles por encima del agente que emitió la póliza, una cada nivel.\n\nAmbas aparecen en Informes > Comisiones; la columna Tipo las distingue, y en cada comisión de equipo figura el agente que emitió la póliza.',
        ],
        [
          '¿Qué es una reversión (charge-back)?',
          'Cuando un cliente cancela una póliza o deja de pagar las primas en los primeros meses, la aseguradora recupera la comisión que había adelantado. La fila aparece como revertida en Informes > Comisiones, y el importe se descuenta de sus ganancias en el ciclo de pago en que se registra.\n\nLas comisiones de equipo pagadas por esa póliza se revierten de la misma forma a la línea ascendente. Mantener al día las primas de sus clientes es la mejor manera de evitar reversiones.',
        ],
        [
          '¿Por qué sigue pendiente una comisión?',
          'Una comisión queda pendiente hasta que la aseguradora confirma la primera prima de la póliza. La mayoría se confirman en un plazo de dos ciclos de pago y se abonan en el pago siguiente.\n\nSi alguna lleva más de un mes pendiente, abra un ticket en la categoría Comisiones con el número de póliza: el equipo de soporte revisará por usted los registros de la aseguradora.',
        ],
        [
          '¿Cómo se calculan los bonos?',
          'Hay tres tipos de bono. El bono de producción premia la prima que usted emite en un ciclo de pago; el de reclutamiento, los nuevos contratistas con licencia que usted incorpora, y el de persistencia, las pólizas que siguen en vigor.\n\nEn Informes > Bonos figura cada bono con su ciclo de pago y su importe.',
        ],
        [
          '¿Qué necesito para un ascenso?',
          'Cada rango por encima de Asociado tiene cuatro requisitos: tener licencia, su producción personal, el número de reclutas directos con licencia y la producción de su equipo. La producción es la prima de las pólizas emitidas en los últimos 52 ciclos de pago, sin contar las reversiones.\n\nLa página Solicitar ascenso muestra en qué punto está de cada requisito. Cuando los cumpla todos, podrá solicitar el ascenso; lo decide un agente de su línea ascendente con un rango superior.',
        ],
        [
          '¿Dónde veo lo que gané en un ciclo de pago?',
          'Informes muestra sus ganancias del ciclo de pago que elija, con la variación respecto al ciclo anterior. Informes > Comisiones, Informes > Bonos e Informes > Pagos detallan las filas que componen el total.\n\nTodos los informes se pueden ordenar y paginar, y el ciclo de pago elegido queda en la dirección de la página, así que puede guardarla en favoritos.',
        ],
      ],
    },
    {
      key: 'LICENSING',
      title: 'Licencias',
      questions: [
        [
          '¿Qué puede hacer un contratista con licencia que los demás no pueden?',
          'Los contratistas con licencia ven sus clientes y pólizas, el Resumen del negocio y la página Solicitar ascenso, y cobran comisiones por las pólizas que emiten.\n\nLos contratistas sin licencia ven estas opciones del menú en gris. Todo lo demás (el equipo, los formularios, los informes, la ayuda y el perfil) está abierto para todos.',
        ],
        [
          '¿Cómo solicito mi licencia?',
          'Abra Mi perfil y elija Solicitar licencia en la sección Licencia. Antes, suba su certificado de licencia en Documentos esenciales: la revisión parte de ese documento.\n\nLa sección Licencia y su Panel muestran la solicitud como pendiente hasta que el back office la resuelva.',
        ],
        [
          '¿Cuánto tarda la revisión de una licencia?',
          'La mayoría de las solicitudes se resuelven en cinco días hábiles. Si falta el certificado o no se puede leer, la solicitud queda en espera hasta que se suba un archivo nuevo.\n\nSi la suya lleva más de dos semanas pendiente, abra un ticket en la categoría Licencias.',
        ],
        [
          '¿Caduca mi licencia?',
          'Las licencias estatales deben renovarse según el calendario de cada estado, normalmente cada dos años, con créditos de formación continua.\n\nSuba el certificado renovado en Documentos esenciales antes de que venza el anterior, para que su estado de cumplimiento siga en verde y sus nombramientos con las aseguradoras sigan activos.',
        ],
        [
          'Me mudé a otro estado. ¿Qué debo hacer?',
          'Primero, actualice su dirección en Mi perfil. Después, abra un ticket en la categoría Licencias: es posible que necesite una licencia de residente en el nuevo estado y licencias de no residente en los estados donde todavía tenga clientes.\n\nLos nombramientos con las aseguradoras dependen de las licencias, así que el back office los revisará con usted.',
        ],
        [
          '¿Cómo obtengo el nombramiento (appointment) de una aseguradora?',
          'El back office solicita los nombramientos en cuanto usted tiene licencia en los estados donde opera la aseguradora. El paquete de contratación está en Formularios > Back office.\n\nEnvíe el paquete completo mediante un ticket en la categoría Licencias; el nombramiento suele tardar de dos a cuatro semanas, según la aseguradora.',
        ],
      ],
    },
    {
      key: 'DOCUMENTS',
      title: 'Documentos esenciales',
      questions: [
        [
          '¿Qué documentos esenciales necesito?',
          'Tres: su certificado de licencia, su póliza de errores y omisiones (E&O) y un documento de identidad oficial. Todos deben estar vigentes: un documento vencido cuenta como si faltara.\n\nLa página Cumplimiento muestra el estado de cada uno, con un enlace para resolver lo que requiera su atención.',
        ],
        [
          '¿Qué archivos puedo subir?',
          'Archivos PDF, PNG o JPEG de hasta 10 MB cada uno. El archivo debe ser realmente del tipo que indica su nombre: si solo se le cambió la extensión, se rechaza.\n\nLos escaneos deben estar completos y ser legibles. El equipo de cumplimiento rechaza las fotos tomadas a una pantalla.',
        ],
        [
          '¿Qué pasa cuando un documento vence?',
          'Desde 30 días antes de la fecha de vencimiento, el documento aparece como Vence pronto y se muestra un recordatorio en su Panel. Durante ese tiempo usted sigue cumpliendo los requisitos.\n\nPasada la fecha de vencimiento, el documento cuenta como vencido: usted deja de cumplir los requisitos y su línea ascendente lo ve entre los problemas del equipo. Suba el documento renovado para resolverlo.',
        ],
        [
          '¿Por qué mi nuevo documento todavía no cuenta?',
          'Después de la subida, el equipo de cumplimiento clasifica el documento según su tipo (certificado de licencia, póliza de E&O o documento de identidad) y registra su fecha de vencimiento, normalmente en un día hábil.\n\nHasta entonces, el archivo aparece en Documentos esenciales, pero la página Cumplimiento sigue mostrando el estado anterior.',
        ],
        [
          '¿Puedo quitar un documento que subí por error?',
          'Sí. Archívelo en Mi perfil > Documentos esenciales. Los documentos archivados se conservan como constancia, pero ya no cuentan para el cumplimiento.\n\nSi archivó el único documento válido de un tipo, vuelva a subirlo.',
        ],
        [
          '¿Quién puede ver mis documentos?',
          'Solo usted y el equipo de cumplimiento pueden abrir sus archivos. Su línea ascendente ve si falta un documento o si está vencido, pero nunca el archivo en sí.\n\nLos enlaces a los documentos solo funcionan dentro de su propia sesión iniciada: no los comparta.',
        ],
      ],
    },
    {
      key: 'PORTAL',
      title: 'Uso del portal',
      questions: [
        [
          '¿Cómo encuentro rápidamente un cliente, un formulario o un ticket?',
          'Use la búsqueda de la barra superior o pulse Ctrl+K (Cmd+K en un Mac). Busca entre sus clientes por nombre o número de póliza, en el catálogo de formularios y en sus tickets de soporte.\n\nLas tildes no importan: «sofia» encuentra «Sofía».',
        ],
        [
          '¿Cómo cambio el idioma o el tema?',
          'Elija el idioma en el menú Idioma de la barra superior; el portal está disponible en inglés, español, francés, alemán, italiano y ruso.\n\nEl tema claro u oscuro se elige en Configuración. Ambas preferencias se recuerdan en este dispositivo.',
        ],
        [
          '¿Por qué se cerró mi sesión?',
          'Por su seguridad, cada sesión dura una hora. Un minuto antes de que termine, el portal le pregunta si desea mantener la sesión iniciada; si no responde, la sesión se cierra.\n\nSi cambia su contraseña en Configuración, la sesión se cierra en todos los demás dispositivos donde la tuviera iniciada.',
        ],
        [
          '¿Cómo sigo un ticket de soporte?',
          'En Ayuda > Tickets de soporte verá sus tickets con su estado. Abra uno para leer las respuestas y el historial de estados, responder al soporte o cerrarlo.\n\nRecibirá una notificación en cuanto el soporte responda o cambie el estado, y su Panel le avisará cuando el soporte esté esperando su respuesta.',
        ],
        [
          '¿Qué me indican las notificaciones?',
          'La campana de la barra superior cuenta las notificaciones que aún no ha visto: pagos, respuestas del soporte, decisiones sobre ascensos y anuncios de la empresa. Llegan en tiempo real mientras tiene la sesión iniciada.\n\nHaga clic en una para ir adonde apunta; a partir de ese momento queda marcada como vista. La página Notificaciones las reúne todas.',
        ],
        [
          '¿Hay una aplicación móvil?',
          'El menú Aplicación móvil de la barra superior enlaza con las aplicaciones para iOS y Android cuando están disponibles en su región.\n\nEl propio portal funciona en el teléfono: todas las páginas se ajustan a la pantalla sin desplazamiento lateral.',
        ],
      ],
    },
  ],
  announcements: [
    {
      title: 'Calendario de pagos por las fiestas',
      body: 'El ciclo de pago que termina el lunes 28 de diciembre se pagará el miércoles 30 de diciembre debido al día festivo.\n\nLas comisiones que las aseguradoras confirmen antes del jueves 24 de diciembre se incluyen como de costumbre; las posteriores pasan al pago siguiente.',
    },
    {
      title: 'Nuevos planes Medicare Supplement de Harborview Life',
      body: 'A partir del 1 de diciembre, Harborview Life ofrece el Plan G y el Plan N en doce estados más.\n\nLas guías de producto y los formularios de solicitud están en Formularios > Formularios de pólizas. Los agentes con nombramiento pueden cotizarlos desde ya.',
    },
    {
      title: 'Abierto el plazo anual de renovación de E&O',
      body: 'Las pólizas de errores y omisiones que venzan antes de febrero deben renovarse y subirse en Mi perfil > Documentos esenciales a más tardar el 15 de enero.\n\nLa página Cumplimiento muestra el estado de la suya. Una póliza de E&O vencida suspende sus nombramientos con las aseguradoras hasta que haya una vigente en su expediente.',
    },
    {
      title: 'Mantenimiento del portal el domingo por la noche',
      body: 'Por mantenimiento, el portal no estará disponible el domingo de 1:00 a 3:00 a. m., hora del Este.\n\nLos pagos y las facturas recurrentes programados para el lunes no se verán afectados.',
    },
    {
      title: 'Concurso de producción del cuarto trimestre',
      body: 'Todos los agentes que emitan $25,000 en primas anuales entre el 1 de octubre y el 31 de diciembre se clasifican para la cumbre de liderazgo de enero en Austin.\n\nLa producción se calcula a partir del informe de comisiones, sin contar las reversiones. Su línea ascendente comparte la clasificación cada viernes.',
    },
    {
      title: 'Revisiones de licencia más rápidas',
      body: 'Las solicitudes de licencia se revisan ahora en un plazo de cinco días hábiles.\n\nSuba su certificado de licencia en Documentos esenciales antes de hacer la solicitud: una solicitud sin certificado queda en espera hasta que haya uno en su expediente.',
    },
    {
      title: 'Formulario W-9 actualizado',
      body: 'Desde este mes, el back office usa la nueva revisión del formulario W-9. Descárguelo en Formularios > Back office y envíelo mediante un ticket de soporte en la categoría Pagos.\n\nSus pagos no se interrumpen mientras el nuevo formulario está en camino.',
    },
    {
      title: 'Árbol de la jerarquía del equipo',
      body: 'Ahora puede recorrer toda su línea descendente en forma de árbol en Equipo > Jerarquía del equipo y encontrar a cualquier agente por su nombre o su código.\n\nLa Jerarquía superior muestra los agentes que están por encima de usted, hasta el agente principal.',
    },
    {
      title: 'Pague con tarjeta las facturas fallidas',
      body: 'Las facturas recurrentes que fallaron ya se pueden pagar al instante con la tarjeta registrada, desde Mi perfil > Transacciones recurrentes.\n\nSi sus dos últimas facturas de uso del portal de aseguradoras fallaron, al pagarlas el portal se desbloquea de inmediato.',
    },
    {
      title: 'Nombramiento con Summit Mutual',
      body: 'Los contratistas con licencia ya pueden solicitar el nombramiento con Summit Mutual para sus productos de seguro de vida a término y de vida entera.\n\nEl paquete de contratación está en Formularios > Back office. Envíelo completo mediante un ticket en la categoría Licencias.',
    },
    {
      title: 'El portal, ahora en español y ruso',
      body: 'El portal ya está disponible en español y en ruso, además de en inglés, francés, alemán e italiano.\n\nElija su idioma en el menú de la barra superior.',
    },
    {
      title: 'Página Cumplimiento',
      body: 'La nueva página Cumplimiento le muestra de un vistazo si su licencia, sus documentos esenciales y sus pagos están en regla, con un enlace para resolver lo que requiera su atención.',
    },
    {
      title: 'El bono de persistencia empieza este trimestre',
      body: 'Las pólizas que siguen en vigor trece meses después de su emisión generan ahora un bono de persistencia, que se paga en el ciclo de pago de su aniversario.\n\nEstos bonos aparecen en Informes > Bonos.',
    },
    {
      title: 'Búsqueda de clientes por número de póliza',
      body: 'La búsqueda de la barra superior ahora encuentra a los clientes por su número de póliza, además de por su nombre. Pulse Ctrl+K (Cmd+K en un Mac) para abrirla desde cualquier página.',
    },
    {
      title: 'Le damos la bienvenida al nuevo Portal de Agentes',
      body: 'Su perfil, sus documentos, sus ganancias y su equipo ahora están en un solo lugar.\n\nCuéntenos qué le parece en Ayuda > Contáctenos: el equipo que desarrolla el portal lee todos los mensajes.',
    },
  ],
};
