// Spanish closings, one per article (article v of a topic ends with the
// topic's entry v): each returns to its own story, so no two articles end alike.
import type { ClosingTexts } from '../textTypes.ts';
import { closing } from './closing.ts';

export const ES_CLOSINGS: ClosingTexts = {
  'language-models': [
    closing('Lo que Aurora 3 aún debe demostrar', 'Lumen Labs ha publicado sus propias puntuaciones; la prueba que cuenta será cómo se comporta Aurora 3 en evaluaciones independientes y en manos de los desarrolladores que pagan cada respuesta. Informaremos de esos resultados cuando lleguen.'),
    closing('Memoria larga, lectura atenta', 'Un millón de tokens es una capacidad, no una garantía de atención. Mientras los modelos no encuentren con seguridad la única cláusula que importa entre mil páginas, un lector humano tendrá que comprobar lo que citan.'),
    closing('Los argumentos de lo pequeño', 'Los modelos pequeños no sustituirán a los sistemas más grandes, pero están convirtiendo la IA en un componente que las empresas pueden poseer, operar y auditar por sí mismas. Para muchas, eso pesará más que el próximo récord en una clasificación.'),
    closing('Palabra a palabra, un largo camino', 'Saber cómo se entrena un modelo no explica todo lo que sabe hacer, pero sí buena parte de lo que hace mal. Es lo más útil que conviene recordar la próxima vez que un chatbot suene muy seguro de sí mismo.'),
  ],
  multimodal: [
    closing('Del campo a la cosecha', 'Los agricultores de las pruebas juzgarán el sistema con una sola medida: menos cosecha perdida por el mismo gasto. Los rendimientos de la próxima campaña, más que las cifras de precisión, decidirán si las cámaras se quedan.'),
    closing('Papeleo automatizado, pero revisado', 'Leer un tique ya es fácil para una máquina; saber cuándo lo ha leído mal, no. Las empresas que dejan las excepciones a una persona obtienen las ventajas sin los errores caros.'),
    closing('Un minuto de cine, muchas preguntas', 'Los estudios ven guiones gráficos y efectos más baratos; actores y sindicatos ven en juego su propia imagen. Las normas sobre consentimiento y créditos darán forma a esta tecnología tanto como su próxima versión.'),
    closing('Etiquetas que aguantan el viaje', 'La procedencia solo funciona si acompaña a una imagen desde la cámara hasta la pantalla. Que las plataformas conserven y muestren esas credenciales decidirá si los lectores llegan a verlas.'),
  ],
  research: [
    closing('Aprender de los propios errores', 'La autocorrección resulta prometedora en problemas de matemáticas con respuesta comprobable. Los próximos artículos tendrán que demostrar si funciona también en preguntas que no la tienen.'),
    closing('La recuperación no lo cura todo', 'Conectar un modelo a un índice de búsqueda hace sus respuestas más fáciles de comprobar, no automáticamente correctas. Los estudios coinciden en algo: la calidad de lo recuperado decide la calidad de lo escrito.'),
    closing('De predecir a diseñar', 'Una proteína diseñada es una hipótesis hasta que un laboratorio la fabrica y mide lo que hace. El cuello de botella pasa de los ordenadores a la mesa de laboratorio, donde los experimentos aún llevan semanas.'),
    closing('Revisar a los revisores', 'Los congresos ensayan límites de envíos, revisiones recíprocas y normas más claras sobre la ayuda de la IA. El próximo ciclo de envíos mostrará si la revisión por pares puede seguir el ritmo.'),
  ],
  'evaluation-open': [
    closing('Después del techo', 'Un benchmark saturado no es inútil: se convierte en el mínimo que todo modelo serio debe superar. La comparación real se ha trasladado a pruebas más difíciles y recientes, que se mantienen fuera de los datos de entrenamiento.'),
    closing('Tareas, no cuestionarios', 'Las evaluaciones con tareas reales son más lentas y caras de realizar, y más difíciles de burlar. Si los laboratorios las adoptan de forma amplia, las puntuaciones dirán por fin algo sobre el trabajo que se quiere hacer.'),
    closing('Una distancia de meses', 'Los modelos de pesos abiertos ofrecen a investigadores y empresas pequeñas algo que examinar, adaptar y ejecutar en sus propios términos. Cuánto tiempo siga tan corta la distancia depende de quién continúe publicando sus pesos.'),
    closing('Por qué importa la palabra', 'Una definición compartida de IA de código abierto da a compradores, reguladores y desarrolladores la misma vara de medir. El debate seguirá sobre los datos de entrenamiento, la parte que la mayoría de los lanzamientos aún se guarda.'),
  ],
  'startups-bigtech': [
    closing('El siguiente paso de Nordlicht', 'El nuevo dinero da a Nordlicht tiempo para demostrar sus agentes en fábricas reales. Sus primeros grandes clientes, y si renuevan o no, dirán más que el tamaño de la ronda.'),
    closing('La prueba del segundo año', 'Las jóvenes empresas de IA que venden un ahorro medible renuevan sus contratos; las que vendieron curiosidad lo tienen más difícil. Las próximas rondas de financiación separarán a unas de otras.'),
    closing('Hormigón, acero y chips', 'Los centros de datos tardan años en planificarse y décadas en amortizarse. Si la demanda se frena, estas inversiones pesarán en los balances mucho después de que se olviden los anuncios.'),
    closing('Acuerdos bajo la lupa', 'Las autoridades de competencia examinan si las viejas reglas sobre fusiones encajan con acuerdos de nuevo tipo. Sus primeras decisiones dirán al sector hasta dónde pueden llegar alianzas y fichajes.'),
  ],
  chips: [
    closing('La eficiencia, a prueba', 'Las cifras de consumo de Ardent Silicon proceden de sus propias pruebas. Mediciones independientes con cargas reales, y los primeros clientes dispuestos a cambiar, decidirán si el chip encuentra mercado.'),
    closing('Alimentar a los procesadores', 'Los fabricantes de memoria amplían su producción, pero la nueva capacidad tarda en llegar. Hasta entonces, la velocidad de los sistemas de IA dependerá tanto de la habilidad con que muevan los datos como de la rapidez con que calculen.'),
    closing('La apuesta a largo plazo de Europa', 'Construir una industria de chips lleva más tiempo del que suele durar un programa de financiación. El éxito se medirá en fábricas que funcionen y diseños que se vendan, no en las cifras anunciadas.'),
    closing('La energía antes que el rendimiento', 'Para los nuevos centros de datos, el recurso escaso empieza a ser la conexión a la red, no los chips. Dónde encuentren los operadores electricidad limpia y fiable decidirá dónde se construye la IA.'),
  ],
  regulation: [
    closing('Obligaciones por etapas', 'La Ley de IA se aplica por fases, y cada plazo trae nuevas obligaciones para empresas distintas. Quienes inventaríen ahora sus sistemas afrontarán con más facilidad las etapas siguientes.'),
    closing('Un código escrito con el sector', 'El código de buenas prácticas es voluntario, pero seguirlo es la forma más sencilla de que los proveedores de modelos demuestren que cumplen. Habrá que ver qué empresas se adhieren y cuáles no.'),
    closing('El cumplimiento como hábito', 'La lista de comprobación es un punto de partida, no un ejercicio puntual: los sistemas de alto riesgo deben vigilarse mientras estén en uso. Llevar buenos registros desde el principio es la manera más barata de cumplir.'),
    closing('Caminos distintos, inquietudes comunes', 'Los enfoques difieren, pero las preocupaciones son casi las mismas en todas partes: seguridad, equidad y rendición de cuentas. La coordinación internacional decidirá si las empresas afrontan un solo conjunto de expectativas o muchos.'),
  ],
  'privacy-ethics': [
    closing('El derecho al olvido, reentrenado', 'El desaprendizaje automático es un campo de investigación activo, pero ningún método ofrece aún a los reguladores las pruebas que piden. Hasta que lo haga, la respuesta más segura es no incluir datos personales en los conjuntos de entrenamiento desde el principio.'),
    closing('Los reguladores frente a los chatbots', 'Las investigaciones en curso fijarán las expectativas para toda empresa que entrene modelos con datos personales. Respuestas claras sobre consentimiento y oposición ayudarían por igual a usuarios y proveedores.'),
    closing('Auditorías que cambian prácticas', 'Una auditoría solo sirve si sus conclusiones llevan a cambios. Los empleadores que prueban sus herramientas con regularidad, y publican lo que encuentran, marcan el estándar con el que se medirá a los demás.'),
    closing('Responder por los daños automatizados', 'Las nuevas normas de responsabilidad buscan facilitar la reparación a quienes sufren daños causados por la IA. La responsabilidad, al final, sigue siendo de quienes deciden desplegar estos sistemas.'),
  ],
  'humanoids-industrial': [
    closing('De la demostración al despliegue', 'Aprender de unas pocas demostraciones es un avance real; hacerlo con seguridad miles de veces al día es el paso más difícil. Los primeros pilotos de pago de Helix mostrarán cuánto ha avanzado el prototipo.'),
    closing('El veredicto del almacén', 'Los almacenes solo adoptarán humanoides cuando igualen el coste y la fiabilidad de las máquinas y las personas que ya trabajan allí. Los pilotos en marcha darán las cifras que zanjen la cuestión.'),
    closing('Automatización para empresas pequeñas', 'Los cobots que entienden instrucciones habladas abaratan automatizar series cortas y cambios frecuentes. Para los pequeños fabricantes, puede ser la primera automatización que se paga sola.'),
    closing('Ganancias discretas en la fábrica', 'El mantenimiento predictivo rara vez es noticia, porque sus éxitos son averías que nunca ocurren. Su valor se ve en menos paradas y en repuestos pedidos antes de hacer falta.'),
  ],
  vehicles: [
    closing('Una segunda ciudad, una prueba mayor', 'El nuevo servicio de Kestrel se juzgará por su historial de seguridad y por cómo se desenvuelva en el tráfico de la ciudad. Las autoridades decidirán cuándo puede bajarse el operador de seguridad.'),
    closing('Cómo leer los niveles', 'Los niveles son un mapa útil, pero el marketing a menudo los difumina. Una pregunta sencilla lo aclara: ¿quién es responsable de conducir en este momento, el coche o la persona?'),
    closing('Kilómetros simulados, carreteras reales', 'La simulación multiplica las situaciones raras de las que puede aprender un coche, pero vale lo que vale su modelo del mundo. Las pruebas en carretera siguen siendo la comprobación final.'),
    closing('Primero, la logística', 'Los patios privados y las rutas fijas permiten a los vehículos autónomos ganar dinero antes de estar listos para cualquier calle. Lo aprendido allí marcará su llegada a la vía pública.'),
  ],
  'work-skills': [
    closing('Ganancias por repartir', 'Los estudios apuntan a un trabajo más rápido, sobre todo entre los recién llegados. Cómo se reparten esas ganancias entre empresas y trabajadores es una pregunta que la tecnología no responderá por sí sola.'),
    closing('Exposición, tarea a tarea', 'La mayoría de los empleos cambiará tarea a tarea en lugar de desaparecer. Quienes sepan cuáles de sus tareas se ven afectadas estarán mejor situados para adaptarse.'),
    closing('Formación que perdura', 'Los cursos breves despiertan conciencia; las habilidades duraderas nacen de la práctica con trabajo real. Las empresas que integren la IA en las tareas diarias sacarán más partido a su presupuesto de formación.'),
    closing('Exámenes para una nueva época', 'Las universidades convergen en normas que evalúan la comprensión en lugar de prohibir herramientas. Su experiencia orientará a los colegios que se enfrentan a las mismas preguntas.'),
  ],
  'health-education': [
    closing('Informes más rápidos, la misma responsabilidad', 'El software de triaje acorta las listas de espera, pero el informe lo sigue firmando el radiólogo. Los hospitales que lo adoptan comprueban si lecturas más rápidas significan también mejores resultados para los pacientes.'),
    closing('Del examen a la planta', 'Aprobar un examen es un listón bajo para la medicina. Los ensayos clínicos con pacientes reales, y normas claras sobre quién responde, deben llegar antes de que estos modelos aconsejen junto a la cama del enfermo.'),
    closing('Tutores al servicio del profesorado', 'Las pruebas sugieren que los tutores de IA ayudan más cuando son los docentes quienes deciden cómo y cuándo usarlos. Los centros que los estudien deberían planificar la formación tanto como el software.'),
    closing('Alfabetización para la próxima generación', 'Enseñar a los niños cómo funcionan los algoritmos los prepara para cuestionar las herramientas que usarán a diario. El reto ahora es formar a suficientes docentes para hacerlo bien.'),
  ],
};
