/**
 * Publishing SOAP endpoints, one path for both deployment modes. An
 * {@link org.accord.provider.server.EndpointFactory} (the single wiring point) turns settings into an
 * {@link org.accord.provider.server.EndpointSet} of named JAX-WS implementors;
 * {@link org.accord.provider.server.EndpointPublisher} publishes each with the same protections (inbound
 * schema validation, a request size limit, XML parser limits, optional HTTP Basic); the address decides
 * the transport: {@link org.accord.provider.server.EmbeddedServer} uses absolute
 * {@code http://HOST:PORT/services/NAME} addresses on CXF's embedded Jetty, and
 * {@link org.accord.provider.server.AccordServlet} (a {@code CXFNonSpringServlet} mapped at
 * {@code /services/*} in the WAR's web.xml) uses relative {@code /NAME} addresses.
 */
package org.accord.provider.server;
