package org.accord.consumer.cli;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps CXF's and Jetty's own log lines off a command's stderr, where they would bury the command's
 * one-line errors (CXF logs every refused connection as a WARN with a stack trace, and every proxy it
 * builds at INFO). Only errors of those libraries still print. Works whichever logging CXF found: with
 * slf4j-simple (as in {@code ./accord}) through its per-logger level properties, read when a logger is
 * created, so this must run before the first client or server is built; with Logback (the launcher's binding)
 * through its loggers' levels; with java.util.logging through the loggers' levels. A level the user set with {@code -D} is left alone.
 */
public final class LibraryLogs {

    private static final String SLF4J_SIMPLE_LEVEL = "org.slf4j.simpleLogger.log.";
    private static final String LOGBACK = "ch.qos.logback.classic.LoggerContext";
    private static final String[] LIBRARIES = {"org.apache.cxf", "org.eclipse.jetty"};
    /** Held strongly: java.util.logging keeps only weak references to loggers, which would lose the level. */
    private static final Logger[] JUL_LOGGERS = new Logger[LIBRARIES.length];

    private LibraryLogs() {
    }

    /** Shows only the libraries' errors from now on. */
    public static synchronized void quiet() {
        for (int i = 0; i < LIBRARIES.length; i++) {
            if (System.getProperty(SLF4J_SIMPLE_LEVEL + LIBRARIES[i]) == null) {
                System.setProperty(SLF4J_SIMPLE_LEVEL + LIBRARIES[i], "error");
            }
            JUL_LOGGERS[i] = Logger.getLogger(LIBRARIES[i]);
            JUL_LOGGERS[i].setLevel(Level.SEVERE);
        }
        quietLogback();
    }

    /**
     * Logback's levels, when Logback is the binding (the launcher's), set through reflection so that this module
     * does not depend on Logback.
     */
    private static void quietLogback() {
        Object context = org.slf4j.LoggerFactory.getILoggerFactory();
        if (!LOGBACK.equals(context.getClass().getName())) {
            return;
        }
        try {
            Class<?> level = Class.forName("ch.qos.logback.classic.Level", true, context.getClass().getClassLoader());
            Object error = level.getField("ERROR").get(null);
            for (String library : LIBRARIES) {
                Object logger = context.getClass().getMethod("getLogger", String.class).invoke(context, library);
                logger.getClass().getMethod("setLevel", level).invoke(logger, error);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot set Logback's levels: " + e, e);
        }
    }
}
